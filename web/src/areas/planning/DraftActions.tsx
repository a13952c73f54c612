import { App, Button, Flex, Popconfirm, Typography } from 'antd';
import { api } from '../../api/client.ts';
import { employeeName, type GridRow } from './grid/grid-rows.ts';

interface Props {
  draft: boolean;
  rows: readonly GridRow[];
  /** The row of the cursor, whose employee a new draft copies. */
  selectedRow: GridRow | null;
  onSync: (employmentIds: number[], draftToMaster: boolean) => Promise<unknown>;
  onDraftCreated: () => void;
}

/** Drafts (DOMAIN.md section 3): make one of an employee, and copy the range's plan between drafts and masters. */
export function DraftActions({ draft, rows, selectedRow, onSync, onDraftCreated }: Props) {
  const { message } = App.useApp();
  const ids = rows.filter((row) => row.employment.editable).map((row) => row.employment.employmentId);

  async function createDraft() {
    if (!selectedRow) return;
    try {
      await api.employee.createDraftEmployee({ employeeId: selectedRow.employee.employeeId });
      void message.success(`Der er oprettet en kladde af ${employeeName(selectedRow.employee)}. Slå Kladder til for at planlægge den.`);
      onDraftCreated();
    } catch {
      // The notification of the failed call says why.
    }
  }

  if (!draft) {
    return (
      <Button size="small" disabled={!selectedRow} onClick={() => void createDraft()}>
        Opret kladde af {selectedRow ? employeeName(selectedRow.employee) : 'markeret medarbejder'}
      </Button>
    );
  }
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="warning">Du planlægger kladder.</Typography.Text>
      <Popconfirm title="Kopiér kladdernes vagter i perioden til planen?" okText="Overfør" cancelText="Annuller" onConfirm={() => void onSync(ids, true)}>
        <Button size="small" type="primary" disabled={ids.length === 0}>
          Overfør kladder til planen
        </Button>
      </Popconfirm>
      <Popconfirm title="Kopiér planens vagter i perioden til kladderne?" okText="Hent" cancelText="Annuller" onConfirm={() => void onSync(ids, false)}>
        <Button size="small" disabled={ids.length === 0}>
          Hent planen ind i kladderne
        </Button>
      </Popconfirm>
    </Flex>
  );
}
