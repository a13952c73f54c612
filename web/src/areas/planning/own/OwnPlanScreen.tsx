import { useMemo, useState } from 'react';
import { Button, Card, Empty, Flex, Space, Spin, Statistic, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { WatchCodeChip } from '../../../ui/WatchCodeChip.tsx';
import { formatNumber } from '../../../ui/format.ts';
import { formatPaidHours } from '../../../ui/watch-time.ts';
import { today } from '../../../ui/copenhagen-time.ts';
import { monthRange, rangeTitle, shiftMonths } from '../grid/grid-dates.ts';
import { useGridRows, usePeriodDays } from '../planning-queries.ts';
import { useAuth } from '../../../app/session/use-session.ts';
import { OwnBalances } from './OwnBalances.tsx';
import { OwnWishCodes } from './OwnWishCodes.tsx';
import './own-plan.css';

/** /planning for employees: their own watches, month by month, readable on a phone. */
export function OwnPlanScreen() {
  const [range, setRange] = useState(() => monthRange(today()));
  const grid = useGridRows({ departmentId: null, range, draft: false }, true);
  const employees = grid.data ?? [];
  const periodDays = usePeriodDays(range);
  const dayTypeOf = useMemo(() => new Map((periodDays.data ?? []).map((day) => [day.date, day])), [periodDays.data]);
  const now = today();
  const placesWishes = useAuth().isEmployeeWithPlanningRightForWishes;

  return (
    <div className="own-plan">
      <PageHeader title="Min plan" />
      <Flex align="center" gap={8} style={{ margin: '8px 0 16px' }}>
        <Button aria-label="Forrige måned" icon={<LeftOutlined />} onClick={() => setRange(shiftMonths(range, -1))} />
        <Typography.Title level={4} style={{ margin: 0, flex: 1, textAlign: 'center', textTransform: 'capitalize' }}>
          {rangeTitle(range)}
        </Typography.Title>
        <Button aria-label="Næste måned" icon={<RightOutlined />} onClick={() => setRange(shiftMonths(range, 1))} />
      </Flex>
      {grid.isLoading && <Spin style={{ display: 'block', margin: 32 }} />}
      {grid.isSuccess && employees.length === 0 && <Empty description="Du har ingen ansættelse i måneden." />}
      {employees.map((employee) => (
        <Space key={employee.employeeId} direction="vertical" style={{ width: '100%' }} size={12}>
          <Card size="small">
            <Statistic title="Planlagte timer i måneden" value={formatNumber(employee.totalTime / 60, 2)} />
          </Card>
          <OwnBalances balances={employee.saldi} />
          {employee.employments.map((employment) => (
            <Card key={employment.employmentId} size="small" title={employment.properties.map((property) => property.name).join(' · ') || 'Ansættelse'}>
              <ol className="own-days">
                {employment.watchDays.map((day) => {
                  const dayType = dayTypeOf.get(day.date);
                  return (
                    <li key={day.date} data-date={day.date} className={`own-day${dayType?.isHoliday ? ' is-holiday' : dayType?.isWeekend ? ' is-weekend' : ''}${day.date === now ? ' is-today' : ''}`} title={dayType?.title ?? undefined}>
                      <span className="own-date">{dayjs(day.date).format('ddd D.')}</span>
                      <span className="own-watches">
                        {day.watches.length === 0 && <span className="own-free">{dayType?.title ?? 'Fri'}</span>}
                        {day.watches.map((watch) => (
                          <span key={`${watch.realisedWatchId}-${watch.plannedWatchId}`} className="own-watch">
                            <WatchCodeChip code={watch.code} color={watch.color} size="small" inactive={watch.realisedWatchId === null} />
                            <span>
                              {watch.startTime}–{watch.endTime} · {formatPaidHours(watch.totalTime)}
                              {watch.properties.length > 0 && ` · ${watch.properties.map((property) => property.name).join(', ')}`}
                              {watch.approved && ' · godkendt'}
                            </span>
                          </span>
                        ))}
                      </span>
                      {placesWishes && day.date >= now && <OwnWishCodes employmentId={employment.employmentId} date={day.date} watches={day.watches} range={range} />}
                    </li>
                  );
                })}
              </ol>
            </Card>
          ))}
        </Space>
      ))}
    </div>
  );
}
