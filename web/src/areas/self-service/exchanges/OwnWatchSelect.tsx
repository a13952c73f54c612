import { Select, type SelectProps } from 'antd';
import type { ExchangeWatchDto } from '@kaj/contract';
import { ExchangeWatch } from '../../../ui/exchange-view.tsx';

type Props = Omit<SelectProps<number>, 'options'> & { watches: readonly ExchangeWatchDto[] };

/**
 * One of the employee's own upcoming watches, offered or given in return. Three months of watches at most: every one
 * is in the list (not a virtual one), which scrolls as a phone's lists do.
 */
export function OwnWatchSelect({ watches, ...props }: Props) {
  return (
    <Select
      placeholder="Vælg en af dine kommende vagter"
      virtual={false}
      {...props}
      options={watches.map((each) => ({ value: each.plannedWatchId, label: <ExchangeWatch watch={each} />, title: `${each.code} ${each.startDate}` }))}
    />
  );
}
