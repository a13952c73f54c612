import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { SaveProblem } from './SaveProblem.tsx';

interface Props {
  title: ReactNode;
  open: boolean;
  okText: string;
  saving: boolean;
  /** Width in pixels; antd's default when left out. */
  width?: number;
  /** The server's reason for a refused save, shown above the form. */
  problem: string | null;
  onOk(): void;
  onCancel(): void;
  children: ReactNode;
}

/** The shell of the administration's small editing dialogs: a save button, Annuller, and the refusal above the form. */
export function EditorModal({ title, open, okText, saving, width, problem, onOk, onCancel, children }: Props) {
  return (
    <Modal title={title} open={open} onCancel={onCancel} okText={okText} cancelText="Annuller" confirmLoading={saving} onOk={onOk} width={width} destroyOnHidden>
      <SaveProblem problem={problem} />
      {children}
    </Modal>
  );
}
