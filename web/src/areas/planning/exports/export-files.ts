import type { LessorExportDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { saveFile } from '../../../ui/save-file.ts';

type Layout = 'lessor5' | 'lessor4';

// The names the server gives the files (domain/src/lessor/files.ts); the client only receives the content.
function fileName(layout: Layout, kind: 'pay' | 'absence', period: string): string {
  const month = period.slice(0, 7).replace('-', '');
  if (layout === 'lessor4') return kind === 'pay' ? 'LESSOR4.LON' : 'LESSOR4_FRAVAER.LON';
  return kind === 'pay' ? `LESSOR5_LOEN_${month}.csv` : `LESSOR5_FRAVAER_${month}.csv`;
}

/** Downloads a stored export's pay or absence file as Lessor reads it (Windows-1252, CRLF). */
export async function downloadExportFile(lessorExport: LessorExportDto, layout: Layout, kind: 'pay' | 'absence') {
  const query = { lessorExportId: lessorExport.lessorExportId };
  const blob = kind === 'pay' ? await api.employee.getLessorExportPay(query) : await api.employee.getLessorExportAbscence(query);
  saveFile(blob, fileName(layout, kind, lessorExport.period));
}
