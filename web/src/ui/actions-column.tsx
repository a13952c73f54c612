import { Button, Flex, Tooltip, type TableColumnType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';

interface Options<Row> {
  /** The row as the buttons' labels name it: 'Rediger <subject>', 'Slet <subject>'. */
  subject: (row: Row) => string;
  onEdit: (row: Row) => void;
  /** Asks before deleting (see confirmDelete). */
  onDelete: (row: Row) => void;
  /** Why the row cannot be deleted (shown as the delete button's tooltip), or null when it can. */
  deleteBlocked?: (row: Row) => string | null;
  /** Small buttons for the dense configuration tables. */
  small?: boolean;
}

/** The right-hand column of an administration table: an edit and a delete button, labelled for screen readers and tests. */
export function actionsColumn<Row extends object>({ subject, onEdit, onDelete, deleteBlocked, small = false }: Options<Row>): TableColumnType<Row> {
  const size = small ? 'small' : undefined;
  return {
    title: <span className="visually-hidden">Handlinger</span>,
    key: 'actions',
    width: 90,
    align: 'right',
    render: (_, row) => {
      const blocked = deleteBlocked?.(row) ?? null;
      return (
        <Flex gap={2} justify="flex-end">
          <Tooltip title="Rediger">
            <Button type="text" size={size} icon={<EditOutlined />} aria-label={`Rediger ${subject(row)}`} onClick={() => onEdit(row)} />
          </Tooltip>
          <Tooltip title={blocked ?? 'Slet'}>
            <Button type="text" size={size} danger icon={<DeleteOutlined />} aria-label={`Slet ${subject(row)}`} disabled={blocked !== null} onClick={() => onDelete(row)} />
          </Tooltip>
        </Flex>
      );
    },
  };
}
