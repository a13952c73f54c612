import { App, Button, Flex, Popconfirm, Table } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { LessorExportDto } from '@kaj/contract';
import { formatDate, formatDateTime } from '../../../ui/format.ts';
import { ExportPreview } from './ExportPreview.tsx';
import { downloadExportFile } from './export-files.ts';
import { useExportActions, useStoredLines } from './export-queries.ts';

/** The lines an export sent, fetched when its row is opened. */
function StoredLines({ lessorExport }: { lessorExport: LessorExportDto }) {
  const lines = useStoredLines(lessorExport.lessorExportId);
  return <ExportPreview lines={lines.data} period={lessorExport.period} loading={lines.isFetching} />;
}

interface Props {
  exports: readonly LessorExportDto[];
  layout: 'lessor5' | 'lessor4';
  loading: boolean;
}

/** The package's exports, newest first: who made them and when, the pay date, the files, and deleting the latest. */
export function ExportHistory({ exports, layout, loading }: Props) {
  const { message } = App.useApp();
  const { remove } = useExportActions();
  const download = (lessorExport: LessorExportDto, kind: 'pay' | 'absence') =>
    downloadExportFile(lessorExport, layout, kind).catch(() => message.error('Filen kunne ikke hentes.'));
  return (
    <Table<LessorExportDto>
      size="small"
      data-testid="export-history"
      rowKey="lessorExportId"
      loading={loading}
      dataSource={[...exports]}
      pagination={{ pageSize: 12, hideOnSinglePage: true }}
      locale={{ emptyText: 'Pakken har ingen eksporter endnu' }}
      expandable={{ expandedRowRender: (row) => <StoredLines lessorExport={row} /> }}
      columns={[
        { title: 'Måned', render: (_, row) => dayjs(row.period).format('MMMM YYYY') },
        { title: 'Udbetales', render: (_, row) => formatDate(row.payDate) },
        { title: 'Oprettet', render: (_, row) => formatDateTime(row.exportTime) },
        { title: 'Af', dataIndex: 'exportedBy' },
        { title: 'Lønlinjer', dataIndex: 'payLineCount', align: 'right' },
        { title: 'Fraværslinjer', dataIndex: 'absenceLineCount', align: 'right' },
        {
          title: '',
          render: (_, row) => (
            <Flex gap={8} wrap>
              <Button size="small" icon={<DownloadOutlined />} onClick={() => void download(row, 'pay')}>
                Lønfil
              </Button>
              <Button size="small" icon={<DownloadOutlined />} onClick={() => void download(row, 'absence')}>
                Fraværsfil
              </Button>
              {row.canDelete && (
                <Popconfirm
                  title="Slet eksporten?"
                  description="Afslutningerne bliver frie igen og kan låses op eller eksporteres på ny."
                  okText="Slet"
                  cancelText="Annuller"
                  onConfirm={() =>
                    void remove.mutateAsync({ lessorExportId: row.lessorExportId, exportPackageID: row.exportPackageId }).then(
                      () => void message.success('Eksporten er slettet.'),
                      (error: Error) => void message.error(error.message),
                    )
                  }
                >
                  <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending && remove.variables?.lessorExportId === row.lessorExportId}>
                    Slet
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}
