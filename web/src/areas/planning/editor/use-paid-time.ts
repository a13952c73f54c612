import { useEffect, useState } from 'react';
import { paidMinutesOf } from '@kaj/calendar';
import type { RealisedWatchDto } from '@kaj/contract';
import { formatDuration, minutesOfTime } from '../../../ui/watch-time.ts';

/**
 * The editor's paid time (DOMAIN.md section 4, docs/decisions.md): it follows the times as they are typed — their
 * real length less the watch code's unpaid break, as the server derives it — until the planner types a paid time,
 * which is then kept and marked until the planner goes back to the derived one.
 */
export function usePaidTime(showPaid: (text: string) => void, watch: RealisedWatchDto | null, startTime: string, endTime: string) {
  // The choice belongs to the watch it was made on; another watch starts from its own mark.
  const [choice, setChoice] = useState<{ watch: RealisedWatchDto | null; manual: boolean }>({ watch: null, manual: false });
  const manual = choice.watch === watch ? choice.manual : (watch?.paidTimeManual ?? false);
  const valid = watch !== null && minutesOfTime(startTime) !== null && minutesOfTime(endTime) !== null;
  /** Real minutes of the watch (a night across the DST change lasts its real hours). */
  const length = valid ? paidMinutesOf(watch.startDate, startTime, endTime, 0) : null;
  const derived = valid ? paidMinutesOf(watch.startDate, startTime, endTime, watch.unpaidBreak) : null;

  useEffect(() => {
    if (!manual && derived !== null) showPaid(formatDuration(derived));
  }, [manual, derived, showPaid]);

  return {
    manual,
    length,
    derived,
    /** The planner typed in the paid time. */
    typed: () => setChoice({ watch, manual: true }),
    /** Back to the paid time the times give. */
    useDerived: () => setChoice({ watch, manual: false }),
  };
}
