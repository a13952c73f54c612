import type { App } from 'antd';
import { api } from '../../../api/client.ts';
import { formatNumber } from '../../../ui/format.ts';

type AppApi = ReturnType<typeof App.useApp>;

const counted = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/**
 * Before a rule or agreement change is saved: asks the server what it would recalculate (nothing is saved) and lets
 * the admin go on or stop, knowing how many agreements, employments and open months it touches. A change that
 * touches no employment is saved without asking. Answers whether to save.
 */
export async function confirmRecalculation(
  { modal }: Pick<AppApi, 'modal'>,
  subject: { payAccountRuleId?: number; changedAgreementId?: number },
): Promise<boolean> {
  const impact = await api.plan.getRecalculationImpact(subject);
  if (!impact || impact.employments === 0) return true;
  return new Promise((resolve) => {
    modal.confirm({
      title: 'Gem og genberegn?',
      content: `Ændringen genberegner ${counted(impact.agreements, 'overenskomst', 'overenskomster')}, ${counted(impact.employments, 'ansættelse', 'ansættelser')} og ${counted(impact.openMonths, 'åben måned', 'åbne måneder')}.${
        impact.asJob ? ' Genberegningen kører i baggrunden; imens kan de berørte måneder ikke låses eller eksporteres.' : ''
      } Låste måneder ændres ikke.`,
      okText: 'Gem og genberegn',
      cancelText: 'Annuller',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
