import { useState } from 'react';
import { Alert, Button, DatePicker, Empty, Flex, Table, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ManningShortfallDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useDownload } from '../../../ui/use-download.ts';
import { DepartmentChoice } from '../DepartmentChoice.tsx';

function useShortfalls(period: string, shipId: number | null) {
  return useQuery({
    queryKey: ['reports', 'manning', period, shipId],
    enabled: shipId !== null,
    queryFn: async () => (await api.report.getManningShortfalls({ period, shipid: shipId! })) ?? [],
    meta: { errorTitle: 'Bemandingsrapporten kunne ikke hentes' },
  });
}

/** /reports/manning-shortfalls: every day of a ship's month that its manning documents are not met, per department and position group. */
export function ManningReportPage() {
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const [shipId, setShipId] = useState<number | null>(null);
  const pdf = useDownload('Bemandingsrapporten kunne ikke hentes som PDF');
  const period = month.format('YYYY-MM-DD');
  const report = useShortfalls(period, shipId);
  const rows = report.data ?? [];
  const days = new Set(rows.map((row) => row.date)).size;

  function download() {
    if (shipId === null) return;
    void pdf.download(() => api.report.getManningShortfallsPdf({ period, shipid: shipId }), `manglende-bemanding-${month.format('YYYY-MM')}.pdf`);
  }

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Manglende bemanding"
        description="Hver dag i måneden, hvor skibets bemandingskrav ikke er opfyldt: afdeling, stillingsgruppe og vagtkode med krævet og planlagt antal. Kun vagter med en kode om bord tæller; fravær som ferie og sygdom tæller ikke."
      />
      <Flex gap={12} wrap align="center">
        <DatePicker picker="month" aria-label="Måned" format={['MMMM YYYY', 'MM-YYYY']} allowClear={false} value={month} onChange={(value) => value && setMonth(value.startOf('month'))} />
        <DepartmentChoice value={shipId} onChange={setShipId} placeholder="Vælg skib" />
        <Button icon={<FilePdfOutlined />} disabled={shipId === null} loading={pdf.busy !== null} onClick={download}>
          Hent PDF
        </Button>
      </Flex>
      {shipId === null ? (
        <Alert type="info" showIcon title="Vælg et skib (eller en afdeling) for at se månedens mangler." />
      ) : (
        <>
          {report.isSuccess && <Typography.Text strong>{days === 0 ? 'Ingen dage med mangler i måneden.' : `${days} ${days === 1 ? 'dag' : 'dage'} med mangler.`}</Typography.Text>}
          <Table<ManningShortfallDto>
            rowKey={(row) => `${row.date}|${row.departmentId}|${row.positionGroupName}|${row.code ?? ''}`}
            size="small"
            loading={report.isLoading}
            dataSource={rows}
            pagination={false}
            locale={{ emptyText: <Empty description="Bemandingen er opfyldt hver dag." /> }}
            columns={[
              { title: 'Dato', dataIndex: 'date', render: (date: string) => dayjs(date).format('dd D. MMM'), width: 120 },
              { title: 'Afdeling', dataIndex: 'departmentName' },
              { title: 'Stillingsgruppe', dataIndex: 'positionGroupName' },
              { title: 'Vagtkode', dataIndex: 'code', render: (code: string | null) => code ?? 'Alle vagter' },
              { title: 'Krav', dataIndex: 'required', align: 'right' },
              { title: 'Planlagt', dataIndex: 'planned', align: 'right' },
              { title: 'Mangler', key: 'missing', align: 'right', render: (_, row) => <Typography.Text type="danger" strong>{row.required - row.planned}</Typography.Text> },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
