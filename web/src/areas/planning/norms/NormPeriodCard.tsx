import { useState } from 'react';
import { Button, DatePicker, Descriptions, Flex, Popconfirm, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { NormDto } from '@kaj/contract';
import { formatDate, formatNumber } from '../../../ui/format.ts';
import { NormMonths } from './NormMonths.tsx';
import type { useNormActions } from './use-norm-actions.ts';

interface Props {
  norm: NormDto;
  /** The caller plans the employment: the period can be ended and deleted. */
  canPlan: boolean;
  actions: ReturnType<typeof useNormActions>;
}

const hours = (value: number) => `${formatNumber(value, 2)} t`;

/** The marks of the grid, in words. */
export function NormMark({ norm }: { norm: NormDto }) {
  if (norm.max !== null && norm.activity > norm.max) return <Tag color="red">‼ Over maksimum</Tag>;
  if (norm.activity > norm.targetActivity) return <Tag color="orange">! Over målet</Tag>;
  return null;
}

/** One norm period: its figures to the grid's end, month by month, and (for planners) end, reopen and delete. */
export function NormPeriodCard({ norm, canPlan, actions }: Props) {
  const [endDate, setEndDate] = useState<string | null>(null);
  return (
    <section className="norm-period" data-norm-period={norm.payAccountRulePeriodDefId}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>
          {norm.name}: {formatDate(norm.startDate)} – {norm.endDate ? formatDate(norm.endDate) : 'overenskomstens længde'}
        </Typography.Text>
        <NormMark norm={norm} />
      </Flex>
      <Descriptions size="small" column={3} className="norm-figures">
        <Descriptions.Item label="Mål">{hours(norm.targetActivity)}</Descriptions.Item>
        <Descriptions.Item label="Minimum">{norm.min === null ? '–' : hours(norm.min)}</Descriptions.Item>
        <Descriptions.Item label="Maksimum">{norm.max === null ? '–' : hours(norm.max)}</Descriptions.Item>
        <Descriptions.Item label="Tidstab">{hours(norm.timeLoss)}</Descriptions.Item>
        <Descriptions.Item label="Aktivitet">{hours(norm.activity)}</Descriptions.Item>
        <Descriptions.Item label="Saldo">
          <span data-testid="norm-balance">{`${norm.balance > 0 ? '+' : ''}${hours(norm.balance)}`}</span>
        </Descriptions.Item>
      </Descriptions>
      <NormMonths norm={norm} />
      {canPlan && (
        <Flex gap={8} wrap align="center" className="norm-actions">
          <DatePicker
            aria-label={`Slutdato for ${norm.name}`}
            format="DD-MM-YYYY"
            size="small"
            placeholder="Slutdato"
            value={endDate ? dayjs(endDate) : null}
            onChange={(value) => setEndDate(value ? value.format('YYYY-MM-DD') : null)}
            disabledDate={(date) => date.format('YYYY-MM-DD') < norm.startDate}
          />
          <Popconfirm
            title={endDate ? `Afslut normperioden ${formatDate(endDate)}?` : 'Vælg en slutdato'}
            description="Et overskud flyttes ved periodens slutning efter overenskomstens regel."
            okText="Afslut"
            cancelText="Annuller"
            disabled={!endDate}
            onConfirm={() => void actions.end([norm], endDate).then(() => setEndDate(null))}
          >
            <Button size="small" disabled={!endDate} loading={actions.busy}>
              Afslut normperiode
            </Button>
          </Popconfirm>
          {norm.endDate && (
            <Button size="small" loading={actions.busy} onClick={() => void actions.end([norm], null)}>
              Fjern slutdato
            </Button>
          )}
          <Popconfirm
            title="Slet normperioden?"
            description="Dens mål og saldo forsvinder fra planen. En periode, som en låst måned har brugt, kan ikke slettes."
            okText="Slet"
            okButtonProps={{ danger: true }}
            cancelText="Annuller"
            onConfirm={() => void actions.remove([norm])}
          >
            <Button size="small" danger loading={actions.busy}>
              Slet normperiode
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </section>
  );
}
