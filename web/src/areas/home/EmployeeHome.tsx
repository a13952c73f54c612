import { Card, Col, Empty, List, Row, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { contract } from '@kaj/contract';
import { api, callApi } from '../../api/client.ts';
import { useAppSettings } from '../../app/app-settings.ts';
import { periodOfCard, unsignedCards, useOwnRestCards } from '../../app/own-rest-cards.ts';
import { today as todayInCopenhagen } from '../../ui/copenhagen-time.ts';
import { formatRelative } from '../../ui/format.ts';
import { WatchCodeChip } from '../../ui/WatchCodeChip.tsx';

const DAYS_AHEAD = 14;

/** The employee's home: the next watches, what waits for them, and the latest notifications. */
export function EmployeeHome() {
  const settings = useAppSettings().data;
  const today = dayjs().format('YYYY-MM-DD');
  const start = dayjs().subtract(2, 'month').startOf('month').format('YYYY-MM-DD');
  const plan = useQuery({ queryKey: ['self', 'home-plan', today], queryFn: () => api.app.getEmployeesPeriod({ start: today, end: dayjs().add(DAYS_AHEAD, 'day').format('YYYY-MM-DD') }) });
  const registrations = useQuery({ queryKey: ['self', 'home-registrations', start], queryFn: () => api.app.getTimeRegistrations({ start, end: today }), enabled: settings?.allowTimeRegistration === true });
  const trips = useQuery({ queryKey: ['self', 'home-trips', start], queryFn: () => api.app.getMilages({ start, end: today }), enabled: settings?.allowMilageRegistration === true });
  const restCards = useOwnRestCards();
  const notices = useQuery({ queryKey: ['notifications', 'home'], queryFn: () => callApi(contract.notification.getNotifications, { pageNo: 1, pageSize: 5 }, undefined, { track: false }) });

  const watches = (plan.data ?? []).flatMap((row) => row.employments.flatMap((employment) => employment.watchDays.flatMap((day) => day.watches.filter((watch) => watch.realisedWatchId !== null))));
  const tasks = [
    ...(registrations.data ?? []).filter((each) => each.status === 'rejected').map((each) => ({ key: `r${each.realisedTimeRegistrationId}`, text: `Tidsregistreringen ${dayjs(each.startDateTime).format('D. MMM')} er afvist: ${each.decisionComment ?? ''}`, to: '/my/time' })),
    ...(trips.data ?? []).filter((each) => each.rejected).map((each) => ({ key: `t${each.mileageId}`, text: `Kørslen ${dayjs(each.details[0]!.startDate).format('D. MMM')} er afvist: ${each.decisionComment ?? ''}`, to: '/my/trips' })),
    ...unsignedCards(restCards.data ?? [], todayInCopenhagen()).map((card) => ({
      key: `c${card.employmentId}-${card.year}-${card.month}`,
      text: `Underskriv dit hviletidsskema for ${dayjs(periodOfCard(card)).format('MMMM YYYY')}`,
      to: `/planning/rest-cards?period=${periodOfCard(card)}`,
    })),
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title="Dine næste vagter" extra={<Link to="/planning">Min plan</Link>}>
          {plan.isSuccess && watches.length === 0 && <Empty description={`Ingen vagter de næste ${DAYS_AHEAD} dage.`} />}
          <List
            dataSource={watches.slice(0, 6)}
            rowKey={(watch) => String(watch.realisedWatchId)}
            renderItem={(watch) => (
              <List.Item>
                <span style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography.Text strong style={{ textTransform: 'capitalize', minWidth: 90 }}>
                    {dayjs(watch.startDate).format('ddd D. MMM')}
                  </Typography.Text>
                  <WatchCodeChip code={watch.code} color={watch.color} size="small" />
                  {watch.startTime}–{watch.endTime}
                </span>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Opgaver">
          <List
            dataSource={tasks}
            locale={{ emptyText: 'Du har ingen opgaver.' }}
            rowKey="key"
            renderItem={(task) => (
              <List.Item>
                <Link to={task.to}>{task.text}</Link>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card title="Seneste notifikationer">
          {notices.isSuccess && (notices.data?.items ?? []).length === 0 && <Empty description="Ingen notifikationer." />}
          <List
            dataSource={notices.data?.items ?? []}
            rowKey="notificationId"
            renderItem={(notice) => (
              <List.Item>
                <List.Item.Meta
                  title={
                    <>
                      {notice.link ? <Link to={notice.link}>{notice.title}</Link> : notice.title} {!notice.read && <Tag color="blue">ny</Tag>}
                    </>
                  }
                  description={<span style={{ whiteSpace: 'pre-line' }}>{`${notice.body}\n${formatRelative(notice.createdAt)}`}</span>}
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}
