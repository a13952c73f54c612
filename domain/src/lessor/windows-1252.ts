// Windows-1252, the encoding Lessor reads (DOMAIN.md section 13). 0xA0–0xFF equal Latin-1; 0x80–0x9F hold
// the typographic characters below; five bytes are undefined. A character the code page lacks becomes '?'.

const HIGH: readonly (number | undefined)[] = [
  0x20ac, undefined, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, undefined, 0x017d, undefined,
  undefined, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, undefined, 0x017e, 0x0178,
];

const BYTE_OF = new Map<number, number>(HIGH.flatMap((code, index) => (code === undefined ? [] : [[code, 0x80 + index] as const])));

const QUESTION_MARK = 0x3f;

export function encodeWindows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? QUESTION_MARK;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(BYTE_OF.get(code) ?? QUESTION_MARK);
  }
  return Uint8Array.from(bytes);
}

export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    const code = byte >= 0x80 && byte < 0xa0 ? (HIGH[byte - 0x80] ?? 0xfffd) : byte;
    text += String.fromCodePoint(code);
  }
  return text;
}
