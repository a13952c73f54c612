import { useState } from 'react';
import { Alert, App, Button, Empty, Flex, Segmented, Skeleton, Space, Typography } from 'antd';
import { EditOutlined, LeftOutlined, PrinterOutlined, RightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { useAuth } from '../../../app/session/use-session.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { formatDate } from '../../../ui/format.ts';
import { today } from '../../../ui/copenhagen-time.ts';
import { monthRange, shiftMonths } from '../grid/grid-dates.ts';
import { useGridRows } from '../planning-queries.ts';
import { RestCardView } from '../rest-cards/RestCardView.tsx';
import { RestCardPrint } from '../rest-cards/RestCardPrint.tsx';
import { RestDayModal } from '../rest-cards/RestDayModal.tsx';
import { useRestCard, useSignCard, type CardChoice } from '../rest-cards/rest-card-queries.ts';
import { OwnRestDays } from './OwnRestDays.tsx';
import { ownRestKey, periodOfCard, unsignedCards, useOwnRestCards } from '../../../app/own-rest-cards.ts';
import './own-rest.css';

const PERIOD = /^\d{4}-\d{2}-01$/;
const monthName = (period: string) => dayjs(period).format('MMMM YYYY');

/**
 * /planning/rest-cards for a seafarer: their own rest card. On a phone a list of days with rest periods and breaches;
 * on a desktop and on paper the model layout. The card is signed once its month has ended; what is unsigned is listed.
 */
export function OwnRestScreen() {
  const [params] = useSearchParams();
  const asked = params.get('period') ?? '';
  const [month, setMonth] = useState(() => monthRange(PERIOD.test(asked) ? asked : today()));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const rows = useGridRows({ departmentId: null, range: month, draft: false }, true);
  const own = useOwnRestCards();
  const unsigned = unsignedCards(own.data ?? [], today());
  const employments = (rows.data ?? []).flatMap((row) =>
    row.employments.map((employment) => ({ value: employment.employmentId, label: employment.properties.map((property) => property.name).join(' · ') || 'Ansættelse' })),
  );
  const employmentId = employments.some((each) => each.value === chosenId) ? chosenId : (employments[0]?.value ?? null);

  return (
    <div className="own-rest">
      <PageHeader title="Hviletid" />
      {unsigned.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ margin: '8px 0' }}
          title={unsigned.length === 1 ? 'Et hviletidsskema mangler din underskrift' : `${unsigned.length} hviletidsskemaer mangler din underskrift`}
          description={
            <Flex gap={8} wrap>
              {unsigned.map((card) => (
                <Button
                  key={`${card.employmentId}${card.year}${card.month}`}
                  size="small"
                  onClick={() => {
                    setMonth(monthRange(periodOfCard(card)));
                    setChosenId(card.employmentId);
                  }}
                >
                  {monthName(periodOfCard(card))}
                </Button>
              ))}
            </Flex>
          }
        />
      )}
      <Flex align="center" gap={8} style={{ margin: '8px 0 12px' }}>
        <Button aria-label="Forrige måned" icon={<LeftOutlined />} onClick={() => setMonth(shiftMonths(month, -1))} />
        <Typography.Title level={4} style={{ margin: 0, flex: 1, textAlign: 'center', textTransform: 'capitalize' }}>
          {monthName(month.start)}
        </Typography.Title>
        <Button aria-label="Næste måned" icon={<RightOutlined />} onClick={() => setMonth(shiftMonths(month, 1))} />
      </Flex>
      {employments.length > 1 && <Segmented block value={employmentId ?? undefined} onChange={(value) => setChosenId(Number(value))} options={employments} style={{ marginBottom: 12 }} />}
      {rows.isSuccess && employmentId === null && <Empty description="Du har ingen ansættelse i måneden." />}
      {employmentId !== null && <OwnCard choice={{ employmentId, period: month.start, end: month.end }} />}
    </div>
  );
}

/** One month's card: its state and signature, and the days. */
function OwnCard({ choice }: { choice: CardChoice }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const card = useRestCard(choice);
  const sign = useSignCard(choice);
  // An employee with planning right enters their own rest by hand, until the card is signed.
  const entersRest = useAuth().isEmployeeWithPlanningRight;
  const [entering, setEntering] = useState(false);
  if (card.isLoading || !card.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = card.data;
  const ended = choice.end < today();
  const breaches = data.days.reduce((sum, day) => sum + day.breaches.length, 0);
  const month = monthName(choice.period);

  const run = (action: 'employee' | 'remove', done: string) =>
    sign.mutate(
      { action, date: today() },
      {
        onSuccess: () => {
          void message.success(done);
          void queryClient.invalidateQueries({ queryKey: ownRestKey });
        },
      },
    );
  const confirmSign = () => {
    modal.confirm({
      title: `Underskriv hviletidsskemaet for ${month}?`,
      content: 'Du bekræfter, at registreringen af arbejds- og hviletid er korrekt. Månedens vagter kan derefter ikke ændres.',
      okText: 'Underskriv',
      cancelText: 'Annuller',
      onOk: () => run('employee', 'Hviletidsskemaet er underskrevet.'),
    });
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Alert
        type={breaches ? 'error' : 'success'}
        showIcon
        title={breaches ? `${breaches === 1 ? 'Et brud' : `${breaches} brud`} på hviletidsreglerne i måneden` : 'Ingen brud på hviletidsreglerne i måneden'}
      />
      <Flex gap={8} wrap align="center" className="own-rest-signature">
        {data.employeeSignDate ? (
          <Typography.Text>
            Underskrevet af dig {formatDate(data.employeeSignDate)}
            {data.authorizedSignDate ? ` · kontrasigneret ${formatDate(data.authorizedSignDate)}${data.authorizedSignedBy ? ` af ${data.authorizedSignedBy}` : ''}` : ' · venter på skibsførerens underskrift'}
          </Typography.Text>
        ) : ended ? (
          <Button type="primary" loading={sign.isPending} onClick={confirmSign}>
            Underskriv
          </Button>
        ) : (
          <Typography.Text type="secondary">Du kan underskrive skemaet, når måneden er slut.</Typography.Text>
        )}
        {data.employeeSignDate && !data.authorizedSignDate && (
          <Button danger loading={sign.isPending} onClick={() => run('remove', 'Din underskrift er fjernet.')}>
            Fjern underskrift
          </Button>
        )}
        {entersRest && !data.employeeSignDate && (
          <Button icon={<EditOutlined />} onClick={() => setEntering(true)}>
            Indtast hvile
          </Button>
        )}
        <Button className="own-rest-print" icon={<PrinterOutlined />} onClick={() => window.print()}>
          Udskriv
        </Button>
      </Flex>
      <div className="own-rest-list">
        <OwnRestDays card={data} />
      </div>
      <div className="own-rest-model">
        <RestCardView card={data} />
      </div>
      <RestCardPrint card={data} />
      {entering && <RestDayModal card={data} choice={choice} open onClose={() => setEntering(false)} />}
    </Space>
  );
}
