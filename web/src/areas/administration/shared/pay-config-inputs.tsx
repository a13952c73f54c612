import { DatePicker, InputNumber, Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { monthOptions } from './months.ts';

// Inputs that keep the form's value as the contract has it (a number, 'HH:mm', 'YYYY-MM-DD', a month 1-12)
// while showing it the Danish way.

interface ValueProps<V> {
  id?: string;
  value?: V | null;
  onChange?: (value: V | null) => void;
  disabled?: boolean;
  placeholder?: string;
}

interface DecimalProps extends ValueProps<number> {
  min?: number;
  max?: number;
  /** Whole numbers only when 0. */
  precision?: number;
  suffix?: string;
}

/** A number with a decimal comma (1,5; 2,08; 7,4). */
export function DecimalInput({ id, value, onChange, disabled, placeholder, min, max, precision, suffix }: DecimalProps) {
  return (
    <InputNumber<number>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
      decimalSeparator=","
      min={min}
      max={max}
      precision={precision}
      disabled={disabled}
      placeholder={placeholder}
      suffix={suffix}
      style={{ width: '100%' }}
    />
  );
}

/** A time of day, HH:mm. */
export function TimeOfDayInput({ id, value, onChange, disabled, placeholder = 'TT:MM' }: ValueProps<string>) {
  const parsed = value ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  const time = parsed ? dayjs().hour(Number(parsed[1])).minute(Number(parsed[2])).second(0).millisecond(0) : null;
  return (
    <TimePicker
      id={id}
      value={time}
      onChange={(next) => onChange?.(next ? next.format('HH:mm') : null)}
      format="HH:mm"
      needConfirm={false}
      showNow={false}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

/** A date, YYYY-MM-DD, shown as 01-03-2026. */
export function DateInput({ id, value, onChange, disabled, placeholder = 'Vælg dato' }: ValueProps<string>) {
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      onChange={(next) => onChange?.(next ? next.format('YYYY-MM-DD') : null)}
      format="DD-MM-YYYY"
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

/** A month of the year, 1-12. */
export function MonthSelect({ id, value, onChange, disabled, placeholder = 'Vælg måned', allowClear = false }: ValueProps<number> & { allowClear?: boolean }) {
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={monthOptions}
      disabled={disabled}
      placeholder={placeholder}
      allowClear={allowClear}
    />
  );
}
