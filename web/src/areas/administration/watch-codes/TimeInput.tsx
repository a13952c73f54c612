import type { ReactNode } from 'react';
import { Input } from 'antd';
import { completeTime } from '../../../ui/watch-time.ts';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  suffix?: ReactNode;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/** A time of day typed on the keyboard as HH:mm; "6", "630" and "2200" are completed when the field is left. */
export function TimeInput({ id, value, onChange, suffix, disabled, ...aria }: Props) {
  function complete() {
    const completed = completeTime(value ?? '');
    if (completed !== value) onChange?.(completed);
  }

  return (
    <Input
      id={id}
      value={value}
      disabled={disabled}
      placeholder="TT:MM"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      suffix={suffix ?? <span />}
      style={{ width: 92, fontVariantNumeric: 'tabular-nums' }}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={complete}
      onPressEnter={complete}
      {...aria}
    />
  );
}
