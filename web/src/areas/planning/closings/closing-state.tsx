import { Tag } from 'antd';
import type { SimpleClosingDto } from '@kaj/contract';

/** The state of a month as the screen names it: åben, låst, valideret, eksporteret, and udeladt beside any of them. */
export function ClosingStateTags({ closing }: { closing: Pick<SimpleClosingDto, 'locked' | 'validated' | 'exported' | 'excluded'> }) {
  const main = closing.exported
    ? { color: 'purple', text: 'Eksporteret' }
    : closing.validated
      ? { color: 'green', text: 'Valideret' }
      : closing.locked
        ? { color: 'blue', text: 'Låst' }
        : { color: 'default', text: 'Åben' };
  return (
    <span data-testid="closing-state" data-state={main.text}>
      <Tag color={main.color}>{main.text}</Tag>
      {closing.excluded && <Tag color="orange">Udeladt</Tag>}
    </span>
  );
}
