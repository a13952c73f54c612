import { describe, expect, it } from 'vitest';
import { readableTextColor } from './text-color.ts';

describe('readableTextColor', () => {
  it('puts dark text on light colours and white on dark ones', () => {
    expect(readableTextColor('#ffeb3b')).toBe('#1f1f1f');
    expect(readableTextColor('#8bc34a')).toBe('#1f1f1f');
    expect(readableTextColor('#3f51b5')).toBe('#ffffff');
    expect(readableTextColor('#1f4e79')).toBe('#ffffff');
  });
});
