import { Button, ColorPicker } from 'antd';
import { WATCH_COLOR_PRESETS } from '../../../ui/watch-colors.ts';

interface Props {
  id?: string;
  value?: string;
  onChange?: (color: string) => void;
  disabled?: boolean;
}

/** A code's colour (#rrggbb) with the preset colours, behind a button so it opens from the keyboard too. */
export function ColorField({ id, value = '', onChange, disabled }: Props) {
  return (
    <ColorPicker
      value={value}
      onChange={(color) => onChange?.(color.toHexString())}
      format="hex"
      disabledAlpha
      disabledFormat
      presets={WATCH_COLOR_PRESETS}
      disabled={disabled}
    >
      <Button id={id} disabled={disabled} style={{ paddingInline: 6, fontVariantNumeric: 'tabular-nums' }}>
        <span style={{ width: 20, height: 20, borderRadius: 4, background: value, boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.15)' }} />
        {value.toUpperCase()}
      </Button>
    </ColorPicker>
  );
}
