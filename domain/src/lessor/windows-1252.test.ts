import { describe, expect, it } from 'vitest';
import { decodeWindows1252, encodeWindows1252 } from './windows-1252.ts';

describe('Windows-1252', () => {
  it('writes æøå ÆØÅ as single bytes of the code page', () => {
    expect([...encodeWindows1252('æøåÆØÅ')]).toEqual([0xe6, 0xf8, 0xe5, 0xc6, 0xd8, 0xc5]);
  });

  it('writes the euro sign and typographic dashes in 0x80–0x9F', () => {
    expect([...encodeWindows1252('€–”')]).toEqual([0x80, 0x96, 0x94]);
  });

  it('writes a character the code page lacks as a question mark', () => {
    expect(decodeWindows1252(encodeWindows1252('Łódź ✓'))).toBe('?ód? ?');
  });

  it('reads back what it wrote', () => {
    const text = 'Søren Ærø;Blåbær € 12,50\r\n';
    expect(decodeWindows1252(encodeWindows1252(text))).toBe(text);
  });
});
