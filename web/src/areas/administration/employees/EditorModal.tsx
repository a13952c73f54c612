import type { ReactNode } from 'react';
import { Alert, Modal } from 'antd';

interface Props {
  title: string;
  open: boolean;
  okText: string;
  saving: boolean;
  width: number;
  /** The server's reason for a refused save, shown above the form. */
  problem: string | null;
  onOk(): void;
  onCancel(): void;
  children: ReactNode;
}

/** The shell of the employee editor's small dialogs: a save button, Annuller, and the refusal above the form. */
export function EditorModal({ title, open, okText, saving, width, problem, onOk, onCancel, children }: Props) {
  return (
    <Modal title={title} open={open} onCancel={onCancel} okText={okText} cancelText="Annuller" confirmLoading={saving} onOk={onOk} width={width} destroyOnHidden>
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
      {children}
    </Modal>
  );
}
