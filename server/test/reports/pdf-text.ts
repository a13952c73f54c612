import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfmake in a standard font, as one string: each deflated content stream inflated,
 * then the hex strings of every TJ array joined (WinAnsi, which is Latin-1 for the letters we use). pdfmake
 * writes word by word, so the words of a line run together as written ("Hello World") and lines run on.
 */
export function pdfText(data: Buffer): string {
  const raw = data.toString('latin1');
  const lines: string[] = [];
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('');
}
