import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WATCH_COLOR_PRESETS } from '../../../ui/watch-colors.ts';
import { STATE_MARKS, stateOf, type WatchState } from './watch-state.ts';

// The approval marks must read on every colour a code may have (issue 17): the badge's rings, its fill and its glyph
// are read from the stylesheet the grid ships, and their WCAG contrast is computed against each palette colour.

const css = readFileSync(new URL('./watch-state-marks.css', import.meta.url), 'utf8');

function ruleOf(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
}

function colorIn(rule: string, property: string): string {
  const match = new RegExp(`${property}:[^;]*?(#[0-9a-f]{6})`, 'i').exec(rule);
  expect(match, property).not.toBeNull();
  return match![1]!;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => channel(parseInt(hex.slice(at, at + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};

/** Every colour of the palette, the grey of a watch without a code, and the grid's white and selection blue. */
const BACKGROUNDS = [...WATCH_COLOR_PRESETS.flatMap((group) => group.colors), '#d9d9d9', '#ffffff', '#e6f4ff'];
const STATES = Object.keys(STATE_MARKS) as WatchState[];

describe('the approval marks of the grid', () => {
  const badge = ruleOf('.plan-state-mark');
  const innerRing = colorIn(badge, 'border');
  const outerRing = colorIn(badge, 'box-shadow');
  const glyph = colorIn(badge, 'color');

  it.each(BACKGROUNDS)('stand out from a code coloured %s by one of their two rings (at least 3:1)', (background) => {
    expect(Math.max(contrast(innerRing, background), contrast(outerRing, background))).toBeGreaterThanOrEqual(3);
  });

  it.each(STATES)('show the %s glyph legibly on its fill, and the fill apart from its ring', (state) => {
    const fill = colorIn(ruleOf(`.plan-state-mark.is-${state}`), 'background');
    expect(contrast(glyph, fill)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(innerRing, fill)).toBeGreaterThanOrEqual(3);
  });

  it('tell the states apart by glyph, not only by colour', () => {
    expect(new Set(STATES.map((state) => STATE_MARKS[state].glyph)).size).toBe(STATES.length);
  });

  it('show a rejected or corrected watch before an approved one in a chip of several', () => {
    expect(stateOf({ approved: true, rejected: false, corrected: false })).toBe('approved');
    expect(stateOf({ approved: false, rejected: true, corrected: true })).toBe('rejected');
    expect(stateOf({ approved: false, rejected: false, corrected: true })).toBe('corrected');
    expect(stateOf({ approved: false, rejected: false, corrected: false })).toBeNull();
  });
});
