// The text colour of a watch code on its colour (WatchDto.textColor): dark or white, whichever contrasts more
// (WCAG), so the grid can print codes on any colour a planner picks. The server fills it in, and the web shows
// codes it has no answer for yet (a palette being edited) with the same rule.

const DARK_TEXT = '#1f1f1f';
const LIGHT_TEXT = '#ffffff';

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

function luminance(color: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((hex) => channel(parseInt(hex, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export function readableTextColor(background: string): string {
  const bg = luminance(background);
  if (bg === null) return DARK_TEXT;
  return contrast(bg, luminance(DARK_TEXT)!) >= contrast(bg, 1) ? DARK_TEXT : LIGHT_TEXT;
}
