import { createRequire } from 'node:module';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type * as PdfMake from 'pdfmake';
import type { FileResult } from '../../http/handler.ts';

// PDF rendering with pdfmake on the server, in Helvetica of the PDF standard 14 fonts: nothing to embed or
// load, and WinAnsi holds æ, ø and å. pdfmake is CommonJS exporting one instance; require keeps its methods bound.
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const STANDARD_FONTS = new Set(Object.values(HELVETICA));
let loaded: typeof PdfMake | undefined;

/** pdfmake, loaded with the first report rather than at start (some 13 MB). */
function pdfmake(): typeof PdfMake {
  if (loaded) return loaded;
  const instance = createRequire(import.meta.url)('pdfmake') as typeof PdfMake;
  instance.setFonts({ Helvetica: HELVETICA });
  // A report fetches nothing: no URLs, and no local file but the standard fonts pdfkit ships.
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
  loaded = instance;
  return instance;
}

export type { Content, TableCell };

export interface PdfDocument {
  title: string;
  content: Content;
  landscape?: boolean;
  fontSize?: number;
}

/** A PDF file of the document: A4, Helvetica, page numbers in the footer. */
export async function pdfFile(fileName: string, document: PdfDocument): Promise<FileResult> {
  const definition: TDocumentDefinitions = {
    info: { title: document.title, creator: 'Kaj' },
    pageSize: 'A4',
    pageOrientation: document.landscape ? 'landscape' : 'portrait',
    pageMargins: [30, 30, 30, 40],
    defaultStyle: { font: 'Helvetica', fontSize: document.fontSize ?? 9 },
    styles: { title: { fontSize: 14, bold: true, margin: [0, 0, 0, 6] }, heading: { fontSize: 11, bold: true, margin: [0, 8, 0, 4] }, header: { bold: true } },
    footer: (page, pages) => ({ text: `Side ${page} af ${pages}`, alignment: 'right', fontSize: 7, margin: [30, 10] }),
    content: document.content,
  };
  const data = await pdfmake().createPdf(definition).getBuffer();
  return { fileName, contentType: 'application/pdf', data: new Uint8Array(data) };
}
