import { useState } from 'react';
import { App, Button, Card, DatePicker, Empty, Flex, Segmented, Select, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ExportHistory } from './ExportHistory.tsx';
import { ExportPreview } from './ExportPreview.tsx';
import { PreCheckList } from './PreCheckList.tsx';
import { useExportActions, useExportPackage, useMyExportPackages, usePreCheck, usePreview } from './export-queries.ts';

const thisMonth = () => dayjs().startOf('month').format('YYYY-MM-DD');

/** /planning/exports: pay and absence to Lessor per export package; pre-check, preview, create, download and delete the latest. */
export function ExportsPage() {
  const { message } = App.useApp();
  const packages = useMyExportPackages();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const packageId = chosenId ?? packages.data?.[0]?.exportPackageId ?? null;
  const [payMonth, setPayMonth] = useState(thisMonth);
  const [inArrears, setInArrears] = useState(true);
  const [grouped, setGrouped] = useState(false);
  const period = inArrears ? dayjs(payMonth).subtract(1, 'month').format('YYYY-MM-DD') : payMonth;
  const choice = packageId === null ? null : { packageId, period };
  const detail = useExportPackage(packageId);
  const check = usePreCheck(choice);
  const preview = usePreview(choice, grouped);
  const { create } = useExportActions();
  const blocked = !check.data || check.data.problems.length > 0;

  const createExport = () => {
    if (packageId === null) return;
    create.mutate(
      { period: payMonth, exportPackageID: packageId, thisMonth: !inArrears },
      {
        onSuccess: (created) => void message.success(`Eksporten af ${dayjs(created?.period).format('MMMM YYYY')} er oprettet.`),
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <Flex vertical gap={16} className="exports-page">
      <PageHeader title="Eksport til Lessor" description="Løn og fravær fra de låste afslutninger sendes til Lessor pr. eksportpakke." />
      <Flex gap={12} wrap align="center">
        <Select<number>
          aria-label="Eksportpakke"
          style={{ minWidth: 220 }}
          loading={packages.isLoading}
          value={packageId ?? undefined}
          placeholder="Vælg eksportpakke"
          options={(packages.data ?? []).map((exportPackage) => ({ value: exportPackage.exportPackageId, label: exportPackage.name }))}
          onChange={setChosenId}
        />
        <DatePicker
          picker="month"
          aria-label="Lønmåned"
          format="MMMM YYYY"
          allowClear={false}
          value={dayjs(payMonth)}
          onChange={(value) => value && setPayMonth(value.startOf('month').format('YYYY-MM-DD'))}
        />
        <Segmented<string>
          aria-label="Måned der eksporteres"
          value={inArrears ? 'before' : 'this'}
          options={[
            { value: 'before', label: 'Måneden før' },
            { value: 'this', label: 'Denne måned' },
          ]}
          onChange={(value) => setInArrears(value === 'before')}
        />
        <Typography.Text type="secondary" data-testid="export-period">
          Eksporterer {dayjs(period).format('MMMM YYYY')}
        </Typography.Text>
        <Button type="primary" icon={<ExportOutlined />} disabled={blocked} loading={create.isPending} onClick={createExport}>
          Opret eksport
        </Button>
      </Flex>
      {packageId === null ? (
        <Empty description={packages.isLoading ? 'Henter eksportpakker …' : 'Du har ingen eksportpakker.'} />
      ) : (
        <>
          <PreCheckList check={check.data} />
          <Card
            size="small"
            title="Forhåndsvisning"
            extra={
              <Segmented<string>
                aria-label="Visning"
                value={grouped ? 'grouped' : 'lines'}
                options={[
                  { value: 'lines', label: 'Pr. linje' },
                  { value: 'grouped', label: 'Grupperet' },
                ]}
                onChange={(value) => setGrouped(value === 'grouped')}
              />
            }
          >
            <ExportPreview lines={preview.data} period={period} loading={preview.isFetching} />
          </Card>
          <Card size="small" title="Eksporthistorik">
            <ExportHistory exports={detail.data?.lessorExports ?? []} layout={detail.data?.fileLayout ?? 'lessor5'} loading={detail.isFetching} />
          </Card>
        </>
      )}
    </Flex>
  );
}
