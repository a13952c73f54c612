import { Fragment } from 'react';
import { Button, Dropdown, Flex, Tag, Typography, type MenuProps } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined, StopOutlined } from '@ant-design/icons';
import type { WatchTemplateDto, WatchTemplateSummaryDto } from '@kaj/contract';
import { WatchCodeChip } from '../../../ui/WatchCodeChip.tsx';
import { WatchTimeRange } from '../../../ui/WatchTimeRange.tsx';
import { formatPaidHours } from '../../../ui/watch-time.ts';
import { QuickColorButton } from './QuickColorButton.tsx';

export type TileAction = 'edit' | 'activate' | 'deactivate' | 'delete';

interface Props {
  template: WatchTemplateSummaryDto;
  /** The code with all its watches, where known (active codes); otherwise the summary's first watch is shown. */
  full: WatchTemplateDto | undefined;
  palette: { label: string; color: string };
  replacementCode: string | null;
  /** False for another planner's palette: it can be looked at, not changed. */
  mayChange: boolean;
  onAction: (action: TileAction) => void;
}

function Times({ template, full }: Pick<Props, 'template' | 'full'>) {
  const details = full?.details ?? (template.startTime && template.endTime ? [{ startTime: template.startTime, endTime: template.endTime }] : []);
  return (
    <span>
      {details.map((detail, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          <WatchTimeRange startTime={detail.startTime} endTime={detail.endTime} />
        </Fragment>
      ))}
      <span style={{ whiteSpace: 'nowrap' }}>
        {details.length > 0 && ' · '}
        {formatPaidHours(template.totalTime)}
      </span>
      {template.days > 1 && <span style={{ whiteSpace: 'nowrap' }}> · {template.days} dage</span>}
    </span>
  );
}

/** One code as the planning grid shows it, with its times, paid hours, palette, state and actions. */
export function WatchCodeTile({ template, full, palette, replacementCode, mayChange, onAction }: Props) {
  const items: MenuProps['items'] = mayChange
    ? [
        { key: 'edit', icon: <EditOutlined />, label: 'Rediger' },
        template.active
          ? { key: 'deactivate', icon: <StopOutlined />, label: 'Deaktivér …' }
          : { key: 'activate', icon: <CheckCircleOutlined />, label: 'Aktivér …' },
        { type: 'divider' },
        { key: 'delete', icon: <DeleteOutlined />, label: 'Slet', danger: true },
      ]
    : [{ key: 'edit', icon: <EyeOutlined />, label: 'Vis' }];

  return (
    <div className={`watch-code-tile${template.active ? '' : ' watch-code-tile--inactive'}`} data-testid={`watch-code-${template.code}`}>
      <button
        type="button"
        className="watch-code-tile__main"
        onClick={() => onAction('edit')}
        aria-label={`${mayChange ? 'Rediger' : 'Vis'} vagtkode ${template.code}`}
      >
        <WatchCodeChip code={template.code} color={template.color} inactive={!template.active} />
        <span className="watch-code-tile__times">
          <Times template={template} full={full} />
        </span>
        <Typography.Text type="secondary" ellipsis={{ tooltip: template.description }} className="watch-code-tile__description">
          {template.description || 'Ingen beskrivelse'}
        </Typography.Text>
      </button>
      <Flex gap={4} wrap className="watch-code-tile__tags">
        <Tag color={palette.color} style={{ marginInlineEnd: 0 }}>
          {palette.label}
        </Tag>
        {!template.active && (
          <Tag style={{ marginInlineEnd: 0 }}>{replacementCode ? `Inaktiv · erstattes af ${replacementCode}` : 'Inaktiv'}</Tag>
        )}
      </Flex>
      <Flex gap={2} className="watch-code-tile__actions">
        {mayChange && <QuickColorButton template={template} />}
        <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as TileAction) }}>
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`Handlinger for ${template.code}`} />
        </Dropdown>
      </Flex>
    </div>
  );
}
