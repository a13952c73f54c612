import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { pdfFile } from './pdf.ts';

/** A one-page PDF that shows PDF rendering works, Danish letters included. */
export const helloWorldPdf = handle(contract.report.helloWorldPDF, async () =>
  pdfFile('hello-world.pdf', { title: 'Hello World', content: [{ text: 'Hello World', style: 'title' }, { text: 'Kaj kan lave PDF-filer: æøå ÆØÅ.' }] }),
);
