import { useEffect, useRef } from 'react';
import { Alert, Flex, Progress, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { contract, type RecalculationJobDto } from '@kaj/contract';
import { callApi } from '../api/client.ts';
import { formatNumber } from './format.ts';

export const recalculationJobsKey = ['recalculation-jobs'] as const;

const busy = (job: RecalculationJobDto) => job.state === 'queued' || job.state === 'running';

/** The jobs, read in the background (no "Indlæser"): every 1,5 s while one runs, otherwise every 15 s. */
export function useRecalculationJobs() {
  return useQuery({
    queryKey: recalculationJobsKey,
    queryFn: () => callApi(contract.plan.getRecalculationJobs, null, undefined, { track: false }),
    refetchInterval: (query) => (query.state.data?.some(busy) ? 1500 : 15_000),
    meta: { silentError: true },
  });
}

/** "Genberegner 312 af 1.000 ansættelser" */
export const progressText = (job: RecalculationJobDto) => {
  const employments = `${formatNumber(job.total)} ${job.total === 1 ? 'ansættelse' : 'ansættelser'}`;
  return job.state === 'queued' ? `Venter på genberegning af ${employments}` : `Genberegner ${formatNumber(job.done)} af ${employments}`;
};

/**
 * The recalculations that are waiting or running, live, above a screen whose figures depend on them (the closing and
 * Genberegning screens). When the last one finishes, `onFinished` lets the screen read its figures again.
 */
export function RecalculationProgress({ onFinished }: { onFinished?: () => void }) {
  const jobs = useRecalculationJobs();
  const active = (jobs.data ?? []).filter((job) => busy(job) || job.state === 'failed');
  const wasBusy = useRef(false);
  const anyBusy = active.some(busy);
  useEffect(() => {
    if (wasBusy.current && !anyBusy) onFinished?.();
    wasBusy.current = anyBusy;
  }, [anyBusy, onFinished]);
  if (active.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid="recalculation-progress">
      {active.map((job) => (
        <Alert
          key={job.id}
          type={job.state === 'failed' ? 'error' : 'info'}
          showIcon
          title={job.state === 'failed' ? `Genberegningen fejlede og prøves igen om lidt: ${job.error ?? ''}` : progressText(job)}
          description={
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">
                {job.reason}. Imens kan de berørte måneder ikke låses eller eksporteres.
              </Typography.Text>
              <Progress percent={job.total === 0 ? 100 : Math.floor((job.done * 100) / job.total)} size="small" status={job.state === 'failed' ? 'exception' : 'active'} />
            </Flex>
          }
        />
      ))}
    </Flex>
  );
}
