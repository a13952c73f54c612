import { Card, Col, Menu, Row } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { SlideOutlet } from '../../ui/SlideOutlet.tsx';
import { helpTopics } from './help-topics.ts';

/** The help area: topics on the left, the chosen page on the right. */
export function HelpLayout() {
  const { pathname } = useLocation();
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={7} lg={6}>
        <Card className="area-side-menu" title={<><BookOutlined /> Hjælp</>} styles={{ body: { padding: 8 } }}>
          <Menu
            mode="inline"
            selectedKeys={[pathname.replace(/\/+$/, '')]}
            style={{ borderInlineEnd: 'none' }}
            aria-label="Hjælpeemner"
            data-testid="help-menu"
            items={helpTopics.map((topic) => ({ key: topic.to, label: <Link to={topic.to}>{topic.title}</Link> }))}
          />
        </Card>
      </Col>
      <Col xs={24} md={17} lg={18}>
        <Card>
          <SlideOutlet />
        </Card>
      </Col>
    </Row>
  );
}
