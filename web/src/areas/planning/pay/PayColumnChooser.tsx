import { Select } from 'antd';
import type { PayAccountColumn } from './pay-figures.ts';

interface Props {
  accounts: readonly PayAccountColumn[];
  chosen: readonly number[];
  onChange: (payAccountIds: number[]) => void;
}

/** Which pay accounts the grid shows as side columns (balance at the range's end, activity on hover). */
export function PayColumnChooser({ accounts, chosen, onChange }: Props) {
  return (
    <Select
      mode="multiple"
      aria-label="Lønkonti i planen"
      placeholder="Vis lønkonti"
      style={{ minWidth: 200, maxWidth: 420 }}
      value={chosen.filter((id) => accounts.some((account) => account.payAccountId === id))}
      onChange={onChange}
      options={accounts.map((account) => ({ value: account.payAccountId, label: account.name }))}
      maxTagCount="responsive"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      notFoundContent="Ingen lønkonti i perioden"
    />
  );
}
