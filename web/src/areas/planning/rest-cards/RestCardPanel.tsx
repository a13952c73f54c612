import { useState } from 'react';
import { App, Button, Flex, Skeleton, Typography } from 'antd';
import { EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { useAppSettings } from '../../../app/app-settings.ts';
import { useAuth } from '../../../app/session/use-session.ts';
import { today } from '../../../ui/copenhagen-time.ts';
import { RestCardPrint } from './RestCardPrint.tsx';
import { RestCardView } from './RestCardView.tsx';
import { RestDayModal } from './RestDayModal.tsx';
import { CountersignModal, ReopenModal } from './SignatureDialogs.tsx';
import { useApproveRest, useRestCard, useSignCard, type CardChoice, type SignatureChange } from './rest-card-queries.ts';

interface Props {
  choice: CardChoice;
  ownEmployeeId: number | null;
  countersigns: boolean;
}

type Dialog = 'countersign' | 'reopen' | 'rest' | null;

/** A card with the signatures the user may give or take back, rest entered by hand, its approval, and printing. */
export function RestCardPanel({ choice, ownEmployeeId, countersigns }: Props) {
  const { message, modal } = App.useApp();
  const auth = useAuth();
  const approvals = useAppSettings().data?.allowResthourApprovals === true;
  const card = useRestCard(choice);
  const sign = useSignCard(choice);
  const approve = useApproveRest(choice);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (card.isLoading || !card.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const data = card.data;
  const own = ownEmployeeId === data.employeeId;
  // A card is signed once its month has ended (the server holds to its business clock).
  const ended = today() > choice.end;
  const entersRest = (auth.isAdmin || auth.isPlanner || auth.isApproverWithPlanningRight || (auth.isEmployeeWithPlanningRight && own)) && !data.employeeSignDate;
  const approves = approvals && (auth.isAdmin || auth.isApprover || auth.isApproverWithPlanningRight);
  const handEntered = data.days.filter((day) => day.enteredByHand);
  const run = (change: SignatureChange, done: string) =>
    sign.mutate(change, {
      onSuccess: () => {
        setDialog(null);
        void message.success(done);
      },
    });
  const confirmSign = () => {
    modal.confirm({
      title: `Underskriv hviletidsskemaet for ${data.employeeName}?`,
      content: 'Underskriften bekræfter, at registreringen af arbejds- og hviletid er korrekt. Månedens vagter kan derefter ikke ændres.',
      okText: 'Underskriv',
      cancelText: 'Annuller',
      onOk: () => run({ action: 'employee', date: today() }, 'Hviletidsskemaet er underskrevet.'),
    });
  };
  const decide = (action: 'approve' | 'remove') =>
    approve.mutate(action, {
      onSuccess: () =>
        void message.success(action === 'approve' ? `${handEntered.length} ${handEntered.length === 1 ? 'hviledag er godkendt' : 'hviledage er godkendt'}.` : 'Godkendelsen af hviletiden er fjernet.'),
    });

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        {!data.employeeSignDate && (own || auth.isAdmin) && ended && (
          <Button type="primary" loading={sign.isPending} onClick={confirmSign}>
            Underskriv som søfarende
          </Button>
        )}
        {data.employeeSignDate && !data.authorizedSignDate && countersigns && (
          <Button type="primary" onClick={() => setDialog('countersign')}>
            Kontrasigner
          </Button>
        )}
        {data.employeeSignDate && !data.authorizedSignDate && (own || countersigns) && (
          <Button danger loading={sign.isPending} onClick={() => run({ action: 'remove', date: today() }, 'Underskriften er fjernet.')}>
            Fjern underskrift
          </Button>
        )}
        {data.authorizedSignDate && countersigns && (
          <Button danger onClick={() => setDialog('reopen')}>
            Genåbn skemaet
          </Button>
        )}
        {entersRest && (
          <Button icon={<EditOutlined />} onClick={() => setDialog('rest')}>
            Indtast hvile
          </Button>
        )}
        {approves && handEntered.length > 0 && (
          <Button loading={approve.isPending} onClick={() => decide('approve')}>
            Godkend indtastet hvile
          </Button>
        )}
        {approves && handEntered.some((day) => day.approvalLevel) && (
          <Button loading={approve.isPending} onClick={() => decide('remove')}>
            Fjern godkendelse af hvile
          </Button>
        )}
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Udskriv
        </Button>
        <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
          {data.days.some((day) => day.breaches.length) ? 'Skemaet har brud på hviletidsreglerne.' : 'Ingen brud på hviletidsreglerne.'}
        </Typography.Text>
      </Flex>
      <RestCardView card={data} />
      <RestCardPrint card={data} />
      <CountersignModal
        open={dialog === 'countersign'}
        employeeName={data.employeeName}
        pending={sign.isPending}
        onClose={() => setDialog(null)}
        onSign={(signer) => run({ action: 'authorized', date: today(), ...signer }, 'Hviletidsskemaet er kontrasigneret.')}
      />
      <ReopenModal
        open={dialog === 'reopen'}
        employeeName={data.employeeName}
        pending={sign.isPending}
        onClose={() => setDialog(null)}
        onReopen={(reason) => run({ action: 'reopen', reason }, 'Hviletidsskemaet er genåbnet.')}
      />
      {dialog === 'rest' && <RestDayModal card={data} choice={choice} open onClose={() => setDialog(null)} />}
    </Flex>
  );
}
