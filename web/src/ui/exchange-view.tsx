import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { ExchangeState, ExchangeWatchDto } from '@kaj/contract';
import { WatchCodeChip } from './WatchCodeChip.tsx';

// How an exchange and its watches read, for the employee's exchanges and the planner's queue alike.

const STATES: Record<ExchangeState, { text: string; color: string }> = {
  open: { text: 'Åben for bud', color: 'blue' },
  accepted: { text: 'Venter på planlæggeren', color: 'gold' },
  approved: { text: 'Byttet', color: 'green' },
  rejected: { text: 'Afvist', color: 'red' },
  withdrawn: { text: 'Trukket tilbage', color: 'default' },
  expired: { text: 'Udløbet', color: 'default' },
  failed: { text: 'Kunne ikke gennemføres', color: 'red' },
};

export function ExchangeStateTag({ status }: { status: ExchangeState }) {
  const state = STATES[status];
  return <Tag color={state.color}>{state.text}</Tag>;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A watch of an exchange: its code on its colour, the day and the times. */
export function ExchangeWatch({ watch }: { watch: ExchangeWatchDto }) {
  return (
    <span className="exchange-watch" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <WatchCodeChip code={watch.code} color={watch.color} size="small" />
      <span>{capitalised(dayjs(watch.startDate).format('ddd D. MMM'))}</span>
      <span>
        {watch.startTime}–{watch.endTime}
      </span>
    </span>
  );
}
