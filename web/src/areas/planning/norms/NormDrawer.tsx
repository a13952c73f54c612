import { useState } from 'react';
import { Button, Card, DatePicker, Drawer, Flex, Popconfirm, Typography } from 'antd';
import dayjs from 'dayjs';
import type { EmployeeDto } from '@kaj/contract';
import { formatDate } from '../../../ui/format.ts';
import type { GridRange } from '../grid/grid-dates.ts';
import { employeeName, type GridRow } from '../grid/grid-rows.ts';
import { NormPeriodCard } from './NormPeriodCard.tsx';
import { periodsText, useNormActions } from './use-norm-actions.ts';
import './norms.css';

interface Props {
  /** The rows the drawer is for (one, or the selected ones); empty: closed. */
  rows: readonly GridRow[];
  range: GridRange;
  /** The caller plans (and so may change an editable row's norm periods). */
  plans: boolean;
  /** The date a new norm period starts on unless the planner picks another: the selection's first day. */
  startDate: string;
  onClose: () => void;
  put: (rows: readonly (EmployeeDto | null)[]) => void;
  refresh: (employmentIds: readonly number[]) => Promise<void>;
}

const normsOf = (row: GridRow) => row.employee.norms.filter((norm) => norm.employmentId === row.employment.employmentId);

/**
 * Norm periods of one row or the selected rows (DOMAIN.md section 7): start one on a date, and per period its
 * figures, its months (GetNorms), its end and its deletion; with several rows, the end and deletion of all at once.
 */
export function NormDrawer({ rows, range, plans, startDate, onClose, put, refresh }: Props) {
  const actions = useNormActions(range, put, refresh);
  const [chosenStart, setChosenStart] = useState<string | null>(null);
  const [endAll, setEndAll] = useState<string | null>(null);
  const editable = rows.filter((row) => plans && row.employment.editable);
  const editableNorms = editable.flatMap(normsOf);
  const start = chosenStart ?? startDate;
  const title = rows.length === 1 ? `Normperioder for ${employeeName(rows[0]!.employee)}` : `Normperioder for ${rows.length} ansættelser`;

  function close() {
    setChosenStart(null);
    setEndAll(null);
    onClose();
  }

  return (
    <Drawer open={rows.length > 0} onClose={close} title={title} size={640} destroyOnHidden>
      {editable.length > 0 && (
        <Card size="small" title="Start normperiode" className="norm-card">
          <Typography.Paragraph type="secondary">
            Normperiodens længde, mål og maksimum følger overenskomstens regel for normperioder. En løbende normperiode slutter dagen før.
          </Typography.Paragraph>
          <Flex gap={8} align="center" wrap>
            <DatePicker
              aria-label="Startdato for normperioden"
              format="DD-MM-YYYY"
              allowClear={false}
              value={dayjs(start)}
              onChange={(value) => setChosenStart(value ? value.format('YYYY-MM-DD') : null)}
            />
            <Popconfirm
              title={`Start en normperiode ${formatDate(start)} for ${editable.length === 1 ? employeeName(editable[0]!.employee) : `${editable.length} ansættelser`}?`}
              okText="Start"
              cancelText="Annuller"
              onConfirm={() => void actions.start(editable.map((row) => row.employment.employmentId), start)}
            >
              <Button type="primary" loading={actions.busy}>
                Start normperiode
              </Button>
            </Popconfirm>
          </Flex>
        </Card>
      )}
      {editable.length > 1 && editableNorms.length > 0 && (
        <Card size="small" title={`Alle markerede: ${periodsText(editableNorms.length)}`} className="norm-card">
          <Flex gap={8} align="center" wrap>
            <DatePicker aria-label="Slutdato for alle markerede" format="DD-MM-YYYY" placeholder="Slutdato" value={endAll ? dayjs(endAll) : null} onChange={(value) => setEndAll(value ? value.format('YYYY-MM-DD') : null)} />
            <Popconfirm
              title={endAll ? `Afslut ${periodsText(editableNorms.length)} ${formatDate(endAll)}?` : 'Vælg en slutdato'}
              okText="Afslut"
              cancelText="Annuller"
              disabled={!endAll}
              onConfirm={() => void actions.end(editableNorms, endAll).then(() => setEndAll(null))}
            >
              <Button disabled={!endAll} loading={actions.busy}>
                Afslut alle
              </Button>
            </Popconfirm>
            <Popconfirm
              title={`Slet ${periodsText(editableNorms.length)}?`}
              description="Deres mål og saldi forsvinder fra planen."
              okText="Slet"
              okButtonProps={{ danger: true }}
              cancelText="Annuller"
              onConfirm={() => void actions.remove(editableNorms)}
            >
              <Button danger loading={actions.busy}>
                Slet alle
              </Button>
            </Popconfirm>
          </Flex>
        </Card>
      )}
      {rows.map((row) => {
        const norms = normsOf(row);
        return (
          <section key={row.employment.employmentId} className="norm-row" data-norm-employment={row.employment.employmentId}>
            <Typography.Title level={5}>
              {employeeName(row.employee)}
              {!row.first && <Typography.Text type="secondary"> – {row.employment.description ?? 'Ansættelse'}</Typography.Text>}
            </Typography.Title>
            {norms.length === 0 && <Typography.Text type="secondary">Ingen normperiode i perioden.</Typography.Text>}
            {norms.map((norm) => (
              <NormPeriodCard key={norm.payAccountRulePeriodDefId} norm={norm} canPlan={plans && row.employment.editable} actions={actions} />
            ))}
          </section>
        );
      })}
    </Drawer>
  );
}
