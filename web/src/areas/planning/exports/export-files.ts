import type { LessorExportDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';

type Layout = 'lessor5' | 'lessor4';

// The names the server gives the files (domain/src/lessor/files.ts); the client only receives the content.
function fileName(layout: Layout, kind: 'pay' | 'absence', period: string): string {
  const month = period.slice(0, 7).replace('-', '');
  if (layout === 'lessor4') return kind === 'pay' ? 'LESSOR4.LON' : 'LESSOR4_FRAVAER.LON';
  return kind === 'pay' ? `LESSOR5_LOEN_${month}.csv` : `LESSOR5_FRAVAER_${month}.csv`;
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Downloads a stored export's pay or absence file as Lessor reads it (Windows-1252, CRLF). */
export async function downloadExportFile(lessorExport: LessorExportDto, layout: Layout, kind: 'pay' | 'absence') {
  const query = { lessorExportId: lessorExport.lessorExportId };
  const blob = kind === 'pay' ? await api.employee.getLessorExportPay(query) : await api.employee.getLessorExportAbscence(query);
  save(blob, fileName(layout, kind, lessorExport.period));
}
