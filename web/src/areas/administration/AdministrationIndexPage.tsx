import { createElement } from 'react';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { menuIcon } from '../../app/menu/menu-icons.tsx';
import { normalizeLink } from '../../app/menu/menu-tree.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { adminPages } from './admin-pages.ts';
import { useAdminMenu } from './use-admin-menu.ts';

/** /administration: the screens this user may open, with a line about each. */
export function AdministrationIndexPage() {
  const { items, isLoading } = useAdminMenu();
  return (
    <>
      <PageHeader title="Administration" description="Grunddata og brugere. Vælg det, du vil arbejde med." />
      {!isLoading && items.length === 0 && (
        <Card>
          <Empty description="Der er ingen administrationssider til din bruger." />
        </Card>
      )}
      <Row gutter={[16, 16]}>
        {items.map((node) => {
          const link = normalizeLink(node.item.routerLink) ?? '';
          const Icon = menuIcon(node.item.iconClass, link);
          const page = adminPages.find((candidate) => `/administration/${candidate.path}` === link);
          return (
            <Col key={node.item.menuItemId} xs={24} md={12} xl={8}>
              <Link to={link}>
                <Card hoverable className="link-card" size="small">
                  <Flex gap={14} align="flex-start">
                    {Icon && <span className="link-card__icon">{createElement(Icon)}</span>}
                    <div>
                      <Typography.Title level={5} style={{ marginTop: 2 }}>
                        {node.item.displayName}
                      </Typography.Title>
                      {page && <Typography.Text type="secondary">{page.description}</Typography.Text>}
                    </div>
                  </Flex>
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
