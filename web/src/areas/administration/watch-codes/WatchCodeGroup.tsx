import { Card, Typography } from 'antd';
import type { WatchTemplateDto, WatchTemplateSummaryDto } from '@kaj/contract';
import { WatchCodeTile, type TileAction } from './WatchCodeTile.tsx';

interface Props {
  sortGroup: number;
  templates: WatchTemplateSummaryDto[];
  full: ReadonlyMap<number, WatchTemplateDto> | undefined;
  codeById: ReadonlyMap<number, string>;
  paletteOf: (template: WatchTemplateSummaryDto) => { label: string; color: string };
  mayChange: (template: WatchTemplateSummaryDto) => boolean;
  onAction: (template: WatchTemplateSummaryDto, action: TileAction) => void;
}

/** The codes of one sort group, in the order the palette offers them. */
export function WatchCodeGroup({ sortGroup, templates, full, codeById, paletteOf, mayChange, onAction }: Props) {
  const active = templates.filter((template) => template.active).length;
  return (
    <Card
      size="small"
      title={`Sorteringsgruppe ${sortGroup}`}
      extra={
        <Typography.Text type="secondary">
          {active === templates.length ? `${templates.length} ${templates.length === 1 ? 'vagtkode' : 'vagtkoder'}` : `${active} aktive af ${templates.length}`}
        </Typography.Text>
      }
      role="region"
      aria-label={`Sorteringsgruppe ${sortGroup}`}
    >
      <div className="watch-code-grid">
        {templates.map((template) => (
          <WatchCodeTile
            key={template.watchTemplateId}
            template={template}
            full={full?.get(template.watchTemplateId)}
            palette={paletteOf(template)}
            replacementCode={template.replacementWatchTemplateId === null ? null : (codeById.get(template.replacementWatchTemplateId) ?? null)}
            mayChange={mayChange(template)}
            onAction={(action) => onAction(template, action)}
          />
        ))}
      </div>
    </Card>
  );
}
