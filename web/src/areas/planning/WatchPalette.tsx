import type { DragEvent } from 'react';
import { Flex, Tooltip, Typography } from 'antd';
import type { WatchTemplateSummaryDto } from '@kaj/contract';
import { WatchCodeChip } from '../../ui/WatchCodeChip.tsx';
import { formatPaidHours } from '../../ui/watch-time.ts';
import { TEMPLATE_TYPE } from './grid/PlanGrid.tsx';
import './plan-legend.css';

interface Props {
  templates: readonly WatchTemplateSummaryDto[];
  armed: WatchTemplateSummaryDto | null;
  onPick: (template: WatchTemplateSummaryDto) => void;
}

function describe(template: WatchTemplateSummaryDto): string {
  const times = template.startTime && template.endTime ? `${template.startTime}–${template.endTime}` : '';
  const days = template.days > 1 ? `${template.days} dage` : '';
  return [template.description, times, days, formatPaidHours(template.totalTime)].filter(Boolean).join(' · ');
}

/** The codes a planner places: click one and then cells, or drag it onto a cell; typing a code on a cell works too. */
export function WatchPalette({ templates, armed, onPick }: Props) {
  function onDragStart(event: DragEvent<HTMLButtonElement>, template: WatchTemplateSummaryDto) {
    event.dataTransfer.setData(TEMPLATE_TYPE, String(template.watchTemplateId));
    event.dataTransfer.effectAllowed = 'copy';
  }

  return (
    <Flex gap={6} wrap align="center" className="plan-palette" role="toolbar" aria-label="Vagtkoder">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Vagtkoder:
      </Typography.Text>
      {templates.map((template) => (
        <Tooltip key={template.watchTemplateId} title={describe(template)} mouseEnterDelay={0.4}>
          <button
            type="button"
            className={`plan-palette-code${armed?.watchTemplateId === template.watchTemplateId ? ' is-armed' : ''}`}
            aria-label={`Vagtkode ${template.code}`}
            aria-pressed={armed?.watchTemplateId === template.watchTemplateId}
            draggable
            onDragStart={(event) => onDragStart(event, template)}
            onClick={() => onPick(template)}
          >
            <WatchCodeChip code={template.code} color={template.color} size="small" />
          </button>
        </Tooltip>
      ))}
      {templates.length === 0 && <Typography.Text type="secondary">Ingen aktive vagtkoder.</Typography.Text>}
    </Flex>
  );
}
