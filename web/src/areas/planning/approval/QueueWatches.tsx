import { Flex, Tooltip } from 'antd';
import { readableTextColor, type ApprovalQueueWatchDto } from '@kaj/contract';
import { formatPaidHours } from '../../../ui/watch-time.ts';
import { STATE_MARKS } from '../grid/watch-state.ts';
import { WatchStateMark } from '../grid/WatchStateMark.tsx';
import './approval-queue.css';

const SHOWN = 31;

const stateText = (watch: ApprovalQueueWatchDto): string =>
  watch.state === 'waiting'
    ? watch.level > 0
      ? `godkendt på ${watch.level}. niveau, venter på næste`
      : 'venter på godkendelse'
    : `${STATE_MARKS[watch.state].label}${watch.rejectedBy ? ` af ${watch.rejectedBy}` : ''}${watch.rejectionComment ? `: ${watch.rejectionComment}` : ''}`;

/** An employment's watches in the queue as small code chips with the grid's state badge, their state on hover. */
export function QueueWatches({ watches }: { watches: readonly ApprovalQueueWatchDto[] }) {
  const more = watches.length - SHOWN;
  return (
    <Flex gap={3} wrap>
      {watches.slice(0, SHOWN).map((watch) => {
        const state = watch.state !== 'waiting' ? watch.state : watch.level > 0 ? 'approved' : null;
        const date = `${Number(watch.startDate.slice(8, 10))}/${Number(watch.startDate.slice(5, 7))}`;
        return (
          <Tooltip key={watch.realisedWatchId} title={`${date} ${watch.code} ${watch.startTime}–${watch.endTime} · ${formatPaidHours(watch.totalTime)} · ${stateText(watch)}${watch.ended ? '' : ' · ikke slut'}`}>
            <span
              className={`queue-chip${state ? ' has-state' : ''}`}
              data-queue-watch={watch.realisedWatchId}
              data-state={watch.state}
              style={{ background: watch.color, color: readableTextColor(watch.color), opacity: watch.ended ? 1 : 0.5 }}
            >
              {date} {watch.code}
              <WatchStateMark state={state} />
            </span>
          </Tooltip>
        );
      })}
      {more > 0 && <span>… og {more} mere</span>}
    </Flex>
  );
}
