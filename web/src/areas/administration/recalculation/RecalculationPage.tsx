import { useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Flex, Select, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api } from '../../../api/client.ts';
import { today } from '../../../ui/copenhagen-time.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { RecalculationProgress, recalculationJobsKey, useRecalculationJobs } from '../../../ui/RecalculationProgress.tsx';
import { ClosedDifferencesCard } from './ClosedDifferencesCard.tsx';

/** /administration/recalculation (Genberegning): recalculate a department on demand, and correct locked months. */
export function RecalculationPage() {
  const app = App.useApp();
  const queryClient = useQueryClient();
  const departments = useQuery({ queryKey: ['departments'], queryFn: () => api.plan.getDepartments() });
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [since, setSince] = useState(() => dayjs(today()).subtract(1, 'month').startOf('month').format('YYYY-MM-DD'));
  const sinceTitle = dayjs(since).format('MMMM YYYY');
  const departmentName = (departments.data ?? []).find((department) => department.propertyId === departmentId)?.name ?? '';
  const nameOf = (parentId: number | null) => (departments.data ?? []).find((department) => department.propertyId === parentId)?.name;
  const options = (departments.data ?? []).map((department) => ({
    value: department.propertyId,
    label: nameOf(department.parentId) ? `${nameOf(department.parentId)} / ${department.name}` : department.name,
  }));

  const start = useMutation({
    mutationFn: () => api.plan.recalculateDepartment({ departmentId: departmentId ?? 0, period: since }),
    meta: { errorTitle: 'Genberegningen kunne ikke startes' },
    onSuccess: async (answer) => {
      const result = answer ?? { employments: 0, jobId: null };
      setStartedJob(result.jobId);
      app.message.success(result.employments === 0 ? 'Afdelingen har ingen åbne måneder at genberegne.' : `Genberegning af ${result.employments} ${result.employments === 1 ? 'ansættelse' : 'ansættelser'} er startet.`);
      await queryClient.invalidateQueries({ queryKey: recalculationJobsKey });
    },
  });
  const confirmStart = () => {
    app.modal.confirm({
      title: 'Genberegn afdelingen?',
      content: `De åbne måneder fra ${sinceTitle} for alle ansættelser i ${departmentName} beregnes igen med reglerne, som de er nu. Låste måneder ændres ikke.`,
      okText: 'Genberegn',
      cancelText: 'Annuller',
      onOk: () => start.mutateAsync(),
    });
  };
  // The job started here, followed until it is done (a small one may be done before the first progress is read).
  const [startedJob, setStartedJob] = useState<number | null>(null);
  const jobs = useRecalculationJobs();
  const finished = (jobs.data ?? []).find((job) => job.id === startedJob && job.state === 'done');

  return (
    <Flex vertical gap={16}>
      <PageHeader title="Genberegning" description="Lønnen genberegnes af sig selv, når regler, overenskomster, ansættelser eller priser gemmes. Her kan en afdeling genberegnes på forlangende, og låste måneder rettes." />
      <RecalculationProgress />
      {finished && (
        <Alert type="success" showIcon closable onClose={() => setStartedJob(null)} title={`Genberegningen er færdig: ${finished.total} ${finished.total === 1 ? 'ansættelse' : 'ansættelser'} genberegnet.`} />
      )}
      <Card title="Åbne måneder">
        <Flex gap={12} wrap align="center">
          <Select<number>
            aria-label="Afdeling"
            style={{ minWidth: 260 }}
            placeholder="Vælg afdeling"
            options={options}
            value={departmentId ?? undefined}
            onChange={setDepartmentId}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <Typography.Text>Fra og med</Typography.Text>
          <DatePicker
            aria-label="Fra måned"
            picker="month"
            format="MMMM YYYY"
            allowClear={false}
            value={dayjs(since)}
            onChange={(value) => value && setSince(value.startOf('month').format('YYYY-MM-DD'))}
          />
          <Button type="primary" onClick={confirmStart} disabled={departmentId === null} loading={start.isPending}>
            Genberegn
          </Button>
        </Flex>
      </Card>
      <ClosedDifferencesCard departmentId={departmentId} since={since} sinceTitle={sinceTitle} />
    </Flex>
  );
}
