import { useMemo, useState } from 'react';
import { DatePicker, Empty, Flex, Select, Table, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useAuth } from '../../../app/session/use-session.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { formatDate } from '../../../ui/format.ts';
import { today } from '../../../ui/copenhagen-time.ts';
import { monthRange } from '../grid/grid-dates.ts';
import { DepartmentPicker } from '../DepartmentPicker.tsx';
import { useDepartments, useGridRows, useOwnEmployee } from '../planning-queries.ts';
import { RestCardPanel } from './RestCardPanel.tsx';
import { useMissingCards, type CardChoice } from './rest-card-queries.ts';

/** /planning/rest-cards: the seafarers' monthly rest cards, signing them, and the cards still missing signatures. */
export function RestCardsPage() {
  const auth = useAuth();
  const readsOthers = auth.isAdmin || auth.isPlanner || auth.isApproverWithPlanningRight || auth.isApprover || auth.isShip;
  const countersigns = auth.isAdmin || auth.isApprover || auth.isApproverWithPlanningRight || auth.isShip;
  const [month, setMonth] = useState(() => monthRange(today()));
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [employmentId, setEmploymentId] = useState<number | null>(null);
  const departments = useDepartments();
  const own = useOwnEmployee(true);
  const rows = useGridRows({ departmentId, range: month, draft: false }, !readsOthers || departmentId !== null);
  const missing = useMissingCards(month.start, readsOthers);

  const employments = useMemo(
    () =>
      (rows.data ?? []).flatMap((employee) =>
        employee.employments.map((employment) => ({ value: employment.employmentId, label: `${employee.firstName} ${employee.lastName}${employee.code ? ` (${employee.code})` : ''}` })),
      ),
    [rows.data],
  );
  const chosenId = employmentId ?? (readsOthers ? null : (employments[0]?.value ?? null));
  const choice: CardChoice | null = chosenId === null ? null : { employmentId: chosenId, period: month.start, end: month.end };

  const monthPicker = (
    <DatePicker
      picker="month"
      aria-label="Måned"
      format="MMMM YYYY"
      allowClear={false}
      value={dayjs(month.start)}
      onChange={(value) => value && setMonth(monthRange(value.format('YYYY-MM-DD')))}
    />
  );

  const cards = (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center" className="rest-card-toolbar">
        {readsOthers && (
          <DepartmentPicker
            departments={departments.data ?? []}
            value={departmentId}
            onChange={(id) => {
              setDepartmentId(id);
              setEmploymentId(null);
            }}
          />
        )}
        {monthPicker}
        <Select<number>
          aria-label="Søfarende"
          style={{ minWidth: 260 }}
          placeholder="Vælg søfarende"
          options={employments}
          value={chosenId ?? undefined}
          onChange={setEmploymentId}
          showSearch={{ optionFilterProp: 'label' }}
          loading={rows.isFetching}
        />
      </Flex>
      {choice ? <RestCardPanel choice={choice} ownEmployeeId={own.data?.employeeId ?? null} countersigns={countersigns} /> : <Empty description="Vælg en søfarende for at se hviletidsskemaet." />}
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <PageHeader title="Hviletid" description="Hviletidsskemaer efter STCW A-VIII/1 og MLC 2006: hvile pr. døgn og uge, brud og underskrifter." />
      {readsOthers ? (
        <Tabs
          items={[
            { key: 'cards', label: 'Hviletidsskemaer', children: cards },
            {
              key: 'missing',
              label: 'Mangler underskrift',
              children: (
                <Flex vertical gap={12}>
                  {monthPicker}
                  <Table
                    rowKey="employmentId"
                    size="small"
                    loading={missing.isLoading}
                    dataSource={missing.data ?? []}
                    pagination={false}
                    locale={{ emptyText: 'Alle hviletidsskemaer for måneden er underskrevet.' }}
                    onRow={(row) => ({ onClick: () => setEmploymentId(row.employmentId), style: { cursor: 'pointer' } })}
                    columns={[
                      { title: 'Navn', dataIndex: 'employeeName' },
                      { title: 'Skib', dataIndex: 'ship', render: (ship: string | null) => ship ?? '—' },
                      { title: 'Søfarendes underskrift', dataIndex: 'employeeSignDate', render: (date: string | null) => (date ? formatDate(date) : 'Mangler') },
                      { title: 'Kontrasigneret', dataIndex: 'authorizedSignDate', render: (date: string | null) => (date ? formatDate(date) : 'Mangler') },
                    ]}
                  />
                </Flex>
              ),
            },
          ]}
        />
      ) : (
        cards
      )}
    </Flex>
  );
}
