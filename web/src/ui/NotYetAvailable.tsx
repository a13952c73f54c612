import { Button, Card, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useRouteTitle } from './route-handle.ts';

/** The one placeholder for screens that are registered with their guards but built in later work. */
export function NotYetAvailable() {
  const title = useRouteTitle() ?? 'Denne side';
  return (
    <Card>
      <Result
        icon={<ToolOutlined style={{ color: '#1f4e79' }} />}
        title={title}
        subTitle={`Skærmbilledet „${title}“ er ikke en del af denne version af Kaj endnu. Det kommer i en senere version.`}
        extra={
          <Link to="/home">
            <Button type="primary">Til forsiden</Button>
          </Link>
        }
      />
    </Card>
  );
}
