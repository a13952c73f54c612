import { useState } from 'react';
import { App, Button, Card, DatePicker, Empty, Flex, Popconfirm, Segmented, Select, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ExportHistory } from './ExportHistory.tsx';
import { ExportPreview } from './ExportPreview.tsx';
import { PreCheckList } from './PreCheckList.tsx';
import { useExportActions, useExportPackage, useMyExportPackages, usePreCheck, usePreview } from './export-queries.ts';

const thisMonth = () => dayjs().startOf('month').format('YYYY-MM-DD');

/** "12 lønlinjer og 1 fraværslinje". */
const lineCounts = (pay: number, absence: number) =>
  `${pay === 1 ? '1 lønlinje' : `${pay} lønlinjer`} og ${absence === 1 ? '1 fraværslinje' : `${absence} fraværslinjer`}`;

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
        onSuccess: (created) =>
          void message.success(`Eksporten af ${dayjs(created?.period).format('MMMM YYYY')} er oprettet med ${lineCounts(created?.payLineCount ?? 0, created?.absenceLineCount ?? 0)}.`),
        onError: (error) => void message.error(error.message),
      },
    );
  };
  const lines = check.data ? check.data.payLineCount + check.data.absenceLineCount : 0;

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
        <Popconfirm
          title={`Opret eksport af ${dayjs(period).format('MMMM YYYY')}?`}
          description={
            <Typography.Paragraph style={{ maxWidth: 360, margin: 0 }} data-testid="export-confirmation">
              {lines === 0 ? (
                <Typography.Text type="warning">Eksporten har ingen linjer. </Typography.Text>
              ) : (
                `Eksporten får ${lineCounts(check.data?.payLineCount ?? 0, check.data?.absenceLineCount ?? 0)} fra ${check.data?.closingCount ?? 0} ${check.data?.closingCount === 1 ? 'afslutning' : 'afslutninger'}. `
              )}
              Afslutningerne markeres som eksporteret og kan ikke låses op, før eksporten slettes.
            </Typography.Paragraph>
          }
          okText="Opret eksport"
          okButtonProps={{ danger: lines === 0 }}
          cancelText="Annuller"
          disabled={blocked}
          onConfirm={createExport}
        >
          <Button type="primary" icon={<ExportOutlined />} disabled={blocked} loading={create.isPending}>
            Opret eksport
          </Button>
        </Popconfirm>
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
