import { App, Button, Card, Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ClosedDifferenceDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { formatNumber } from '../../../ui/format.ts';

interface Row {
  key: string;
  employeeName: string;
  period: string;
  exported: boolean;
  nextOpenPeriod: string | null;
  payAccountName: string;
  frozen: number;
  recomputed: number;
  carried: number;
  correction: number;
}

const monthName = (period: string) => dayjs(period).format('MMMM YYYY');
const amount = (value: number) => formatNumber(value, 2);

const rowsOf = (differences: readonly ClosedDifferenceDto[]): Row[] =>
  differences.flatMap((difference) =>
    difference.accounts.map((account) => ({
      key: `${difference.closingId}|${account.payAccountId}`,
      employeeName: difference.employeeName,
      period: difference.period,
      exported: difference.exported,
      nextOpenPeriod: difference.nextOpenPeriod,
      ...account,
    })),
  );

const columns: TableColumnsType<Row> = [
  { title: 'Medarbejder', dataIndex: 'employeeName' },
  { title: 'Låst måned', dataIndex: 'period', render: (period: string, row) => (<>{monthName(period)} {row.exported && <Tag color="purple">Eksporteret</Tag>}</>) },
  { title: 'Lønkonto', dataIndex: 'payAccountName' },
  { title: 'Frosset', dataIndex: 'frozen', align: 'right', render: amount },
  { title: 'Genberegnet', dataIndex: 'recomputed', align: 'right', render: amount },
  { title: 'Overført før', dataIndex: 'carried', align: 'right', render: amount },
  { title: 'Rettelse', dataIndex: 'correction', align: 'right', render: (value: number) => <strong>{amount(value)}</strong> },
  {
    title: 'Føres i',
    dataIndex: 'nextOpenPeriod',
    render: (period: string | null) => (period ? monthName(period) : <Typography.Text type="secondary">Ingen åben måned</Typography.Text>),
  },
];

/**
 * What today's rules would have made of the department's locked months, per employee and pay account, and the
 * correction that carries the difference into the next open month once the admin confirms.
 */
export function ClosedDifferencesCard({ departmentId, since, sinceTitle }: { departmentId: number | null; since: string; sinceTitle: string }) {
  const app = App.useApp();
  const queryClient = useQueryClient();
  const key = ['closed-differences', departmentId, since] as const;
  const differences = useQuery({
    queryKey: key,
    queryFn: () => api.plan.getClosedDifferences({ departmentId: departmentId ?? 0, since }),
    enabled: false,
    meta: { errorTitle: 'Forskellene kunne ikke beregnes' },
  });
  const rows = rowsOf(differences.data ?? []);
  const toCarry = rows.filter((row) => row.correction !== 0 && row.nextOpenPeriod !== null);
  const carry = useMutation({
    mutationFn: () => api.plan.carryClosedCorrections(undefined, { departmentId: departmentId ?? 0, since }),
    meta: { errorTitle: 'Rettelserne kunne ikke overføres' },
    onSuccess: async (answer) => {
      const result = answer ?? { corrections: 0, employments: 0 };
      app.message.success(`${result.corrections} ${result.corrections === 1 ? 'rettelse' : 'rettelser'} overført for ${result.employments} ${result.employments === 1 ? 'ansættelse' : 'ansættelser'}.`);
      await queryClient.invalidateQueries({ queryKey: key });
      await differences.refetch();
    },
  });
  const closedAgain = useMutation({
    mutationFn: () => api.plan.calculateClosedSince({ period: since }),
    meta: { errorTitle: 'De låste måneder kunne ikke genberegnes' },
    onSuccess: async () => {
      app.message.success('De låste, ikke eksporterede måneder er genberegnet. Forskellene står i applikationsloggen.');
      await differences.refetch();
    },
  });

  const confirmCarry = () => {
    app.modal.confirm({
      title: 'Overfør rettelserne?',
      content: `${toCarry.length} ${toCarry.length === 1 ? 'rettelse' : 'rettelser'} føres ind i hver medarbejders næste åbne måned. De låste måneder ændres ikke. Overførslen skrives i revisionssporet.`,
      okText: 'Overfør',
      cancelText: 'Annuller',
      onOk: () => carry.mutateAsync(),
    });
  };
  const confirmClosedAgain = () => {
    app.modal.confirm({
      title: 'Genberegn låste måneder?',
      content: `Alle låste måneder fra ${sinceTitle}, der ikke er eksporteret, i alle afdelinger fryses igen med reglerne, som de er nu (CalculateClosedSince). Eksporterede måneder ændres aldrig; brug rettelser for dem.`,
      okText: 'Genberegn',
      cancelText: 'Annuller',
      onOk: () => closedAgain.mutateAsync(),
    });
  };

  return (
    <Card
      title="Låste måneder"
      extra={
        <Flex gap={8} wrap>
          <Button onClick={() => void differences.refetch()} disabled={departmentId === null} loading={differences.isFetching}>
            Beregn forskelle
          </Button>
          <Button onClick={confirmClosedAgain} loading={closedAgain.isPending}>
            Genberegn låste måneder
          </Button>
          <Button type="primary" onClick={confirmCarry} disabled={toCarry.length === 0} loading={carry.isPending}>
            Overfør rettelser
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        Regner afdelingens låste måneder fra {sinceTitle} igen med reglerne, som de er nu, uden at ændre noget, og viser pr. medarbejder og lønkonto forskellen mellem den frosne og den genberegnede aktivitet. En
        rettelse føres ind i medarbejderens næste åbne måned.
      </Typography.Paragraph>
      {differences.data === undefined ? (
        <Empty description="Vælg afdeling og måned, og tryk Beregn forskelle." />
      ) : (
        <Table<Row> data-testid="closed-differences" size="small" rowKey="key" columns={columns} dataSource={rows} pagination={{ pageSize: 50, hideOnSinglePage: true }} locale={{ emptyText: 'Ingen forskelle: de låste måneder stemmer med reglerne.' }} />
      )}
    </Card>
  );
}
