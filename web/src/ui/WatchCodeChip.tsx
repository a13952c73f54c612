import type { CSSProperties } from 'react';
import { readableTextColor } from '@kaj/contract';

interface Props {
  code: string;
  /** #rrggbb */
  color: string;
  /** An inactive code is struck through, as the grid shows a code that is no longer offered. */
  inactive?: boolean;
  size?: 'small' | 'default' | 'large';
}

const sizes: Record<NonNullable<Props['size']>, CSSProperties> = {
  small: { minWidth: 32, height: 20, fontSize: 12, padding: '0 5px' },
  default: { minWidth: 44, height: 26, fontSize: 13, padding: '0 8px' },
  large: { minWidth: 60, height: 34, fontSize: 16, padding: '0 12px' },
};

/** A watch code as a cell of the planning grid shows it: the code on its colour, in a text colour that stays readable. */
export function WatchCodeChip({ code, color, inactive = false, size = 'default' }: Props) {
  return (
    <span
      className="watch-code-chip"
      style={{
        ...sizes[size],
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        borderRadius: 4,
        border: '1px solid rgba(0, 0, 0, 0.12)',
        background: color,
        color: readableTextColor(color),
        fontWeight: 600,
        letterSpacing: 0.3,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        textDecoration: inactive ? 'line-through' : undefined,
        opacity: inactive ? 0.6 : 1,
      }}
    >
      {code}
    </span>
  );
}
