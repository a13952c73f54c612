import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Input, Select, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { AbsenceWishDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { formatDate, formatRelative } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { DepartmentPicker } from '../DepartmentPicker.tsx';
import { planningKey } from '../planning-queries.ts';
import { useDepartmentChoice } from './use-department-choice.ts';
import { WishDecisionDrawer } from './WishDecisionDrawer.tsx';

/** /planning/wishes: the outstanding absence wishes of a department, filtered by absence, employee and time; each decided in a drawer. */
export function WishInboxPage() {
  const { departments, departmentId, setDepartmentId } = useDepartmentChoice();
  const [kind, setKind] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [deciding, setDeciding] = useState<AbsenceWishDto | null>(null);
  const wishes = useQuery({
    queryKey: [...planningKey, 'wishes', departmentId],
    queryFn: () => api.plan.getOutstandingAbsenceWishes({ departmentid: departmentId! }, {}),
    enabled: departmentId !== null,
  });
  const all = useMemo(() => wishes.data ?? [], [wishes.data]);
  const kinds = [...new Map(all.map((wish) => [wish.propertyId, wish.propertyName])).entries()];
  const shown = all.filter(
    (wish) => (kind === null || wish.propertyId === kind) && (search === '' || wish.employeeName.toLowerCase().includes(search.toLowerCase())) && (from === '' || wish.endDate >= from),
  );

  return (
    <>
      <PageHeader title="Fraværsønsker" description="Medarbejdernes ønsker om ferie, afspadsering og andet fravær, der venter på dig. Bevilg hele ønsket eller en del af det, eller afvis det med en kommentar." />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <DepartmentPicker departments={departments} value={departmentId} onChange={setDepartmentId} />
        <Select<number | null>
          aria-label="Fravær"
          style={{ minWidth: 160 }}
          value={kind}
          onChange={setKind}
          options={[{ value: null, label: 'Alle slags fravær' }, ...kinds.map(([value, label]) => ({ value, label }))]}
        />
        <Input.Search aria-label="Medarbejder" placeholder="Søg medarbejder" allowClear style={{ width: 200 }} value={search} onChange={(event) => setSearch(event.target.value)} />
        <Input type="date" aria-label="Fra dato" style={{ width: 170 }} value={from} onChange={(event) => setFrom(event.target.value)} />
      </Flex>
      <Table<AbsenceWishDto>
        rowKey="absenceWishId"
        loading={wishes.isLoading}
        dataSource={shown}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="Ingen ønsker venter." /> }}
        columns={[
          { title: 'Medarbejder', dataIndex: 'employeeName', sorter: (a, b) => a.employeeName.localeCompare(b.employeeName, 'da') },
          { title: 'Fravær', dataIndex: 'propertyName' },
          { title: 'Periode', render: (_, wish) => `${formatDate(wish.startDate)} – ${formatDate(wish.endDate)}`, sorter: (a, b) => a.startDate.localeCompare(b.startDate), defaultSortOrder: 'ascend' },
          { title: 'Dage', align: 'right', render: (_, wish) => dayjs(wish.endDate).diff(dayjs(wish.startDate), 'day') + 1 },
          { title: 'Kommentar', dataIndex: 'comment' },
          { title: 'Sendt', render: (_, wish) => formatRelative(wish.requestedAt) },
          {
            title: '',
            render: (_, wish) => (
              <Button size="small" type="primary" onClick={() => setDeciding(wish)}>
                Behandl
              </Button>
            ),
          },
        ]}
      />
      <WishDecisionDrawer wish={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}
