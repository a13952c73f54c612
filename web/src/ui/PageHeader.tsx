import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

interface Props {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right. */
  extra?: ReactNode;
}

/** Heading of a screen: title, an optional line of explanation and actions. */
export function PageHeader({ title, description, extra }: Props) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap className="page-header">
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {description && <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>{description}</Typography.Paragraph>}
      </div>
      {extra && <Flex gap={8} wrap>{extra}</Flex>}
    </Flex>
  );
}
