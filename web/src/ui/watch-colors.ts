/** Colours of watch codes: the text that stays readable on a code's colour, and the colours offered first. */

const DARK_TEXT = '#1f1f1f';
const LIGHT_TEXT = '#ffffff';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of #rrggbb; null when it is not one. */
export function luminance(color: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((hex) => channel(parseInt(hex, 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Dark or white text, whichever contrasts more with the background (dark on yellow, white on navy). */
export function readableTextColor(background: string): string {
  const bg = luminance(background);
  if (bg === null) return DARK_TEXT;
  const dark = luminance(DARK_TEXT) ?? 0;
  return contrast(bg, dark) >= contrast(bg, 1) ? DARK_TEXT : LIGHT_TEXT;
}

/** Colours planners tend to give watch codes: shifts in greens and blues, nights dark, absence warm. */
export const WATCH_COLOR_PRESETS: { label: string; colors: string[] }[] = [
  { label: 'Vagter', colors: ['#4caf50', '#8bc34a', '#2196f3', '#03a9f4', '#009688', '#3f51b5', '#1f4e79', '#673ab7'] },
  { label: 'Fravær og andet', colors: ['#ffeb3b', '#ffc107', '#ff9800', '#ff5722', '#f44336', '#e91e63', '#9c27b0', '#795548', '#9e9e9e', '#607d8b'] },
];
