import { Drawer } from 'antd';
import dayjs from 'dayjs';
import { HistoryPanel } from './HistoryPanel.tsx';

export interface HistoryTarget {
  employeeId: number;
  name: string;
  /** A date in the month shown first. */
  date: string;
}

/** "Historik" of an employee in a drawer, opened from the watch editor: the watch's month first. */
export function HistoryDrawer({ target, onClose }: { target: HistoryTarget | null; onClose: () => void }) {
  return (
    <Drawer title={target ? `Historik: ${target.name}` : 'Historik'} open={target !== null} onClose={onClose} size={900} destroyOnHidden>
      {target && (
        <HistoryPanel employeeId={target.employeeId} from={dayjs(target.date).startOf('month').format('YYYY-MM-DD')} to={dayjs(target.date).endOf('month').format('YYYY-MM-DD')} />
      )}
    </Drawer>
  );
}
