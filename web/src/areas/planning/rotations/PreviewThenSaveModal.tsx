import type { ReactNode } from 'react';
import { Button, Flex, Modal } from 'antd';
import type { RotationPreviewDto } from '@kaj/contract';
import { RotationPreview } from './RotationPreview.tsx';

interface Props {
  open: boolean;
  title: string;
  saveLabel: string;
  /** What the preview speaks of ("turnussen" unless given). */
  subject?: string;
  preview: RotationPreviewDto | null;
  names: ReadonlyMap<number, string>;
  busy: boolean;
  previewDisabled: boolean;
  onPreview: () => void;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Laying watches on the grid's rows: the choices, then the server's preview, and only after it the save. */
export function PreviewThenSaveModal({ open, title, saveLabel, subject, preview, names, busy, previewDisabled, onPreview, onSave, onClose, children }: Props) {
  return (
    <Modal
      open={open}
      title={title}
      width={860}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Annuller</Button>
          <Button onClick={onPreview} disabled={previewDisabled} loading={busy && !preview}>
            Forhåndsvis
          </Button>
          <Button type="primary" onClick={onSave} disabled={!preview} loading={busy && preview !== null}>
            {saveLabel}
          </Button>
        </Flex>
      }
    >
      {children}
      {preview && (
        <div style={{ marginTop: 16 }}>
          <RotationPreview preview={preview} names={names} subject={subject} />
        </div>
      )}
    </Modal>
  );
}
