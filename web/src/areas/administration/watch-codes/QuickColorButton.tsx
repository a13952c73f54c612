import { useState } from 'react';
import { App, Button, ColorPicker, Tooltip } from 'antd';
import { BgColorsOutlined } from '@ant-design/icons';
import type { WatchTemplateSummaryDto } from '@kaj/contract';
import { WATCH_COLOR_PRESETS } from '../../../ui/watch-colors.ts';
import { useWatchCodeColor } from './use-watch-code-mutations.ts';

/** Changes a code's colour from the list (SaveWatchTemplateColor), saved when the picker closes. */
export function QuickColorButton({ template }: { template: Pick<WatchTemplateSummaryDto, 'watchTemplateId' | 'code' | 'color'> }) {
  const { message } = App.useApp();
  const save = useWatchCodeColor();
  const [picked, setPicked] = useState<string | null>(null);

  function saveOnClose(open: boolean) {
    if (open || picked === null) return;
    if (picked.toLowerCase() === template.color.toLowerCase()) {
      setPicked(null);
      return;
    }
    save.mutate(
      { id: template.watchTemplateId, color: picked },
      {
        onSuccess: () => void message.success(`Farven på ${template.code} er gemt.`),
        onSettled: () => setPicked(null),
      },
    );
  }

  return (
    <ColorPicker
      value={picked ?? template.color}
      format="hex"
      disabledAlpha
      disabledFormat
      presets={WATCH_COLOR_PRESETS}
      onChange={(color) => setPicked(color.toHexString())}
      onOpenChange={saveOnClose}
    >
      <Tooltip title="Skift farve">
        <Button type="text" size="small" loading={save.isPending} icon={<BgColorsOutlined />} aria-label={`Skift farve på ${template.code}`} />
      </Tooltip>
    </ColorPicker>
  );
}
