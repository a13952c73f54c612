import type { ReactNode } from 'react';
import { Button, Drawer, Flex } from 'antd';
import { SaveProblem } from './SaveProblem.tsx';

interface Props {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  /** Width in pixels. */
  size: number;
  /** True while the save runs: the Gem button shows it and cannot be pressed twice. */
  saving: boolean;
  /** Presses the form's submit; the form's onFinish saves. */
  onSave: () => void;
  /** The server's refusal of the last save, shown above the form; null when there is none. */
  problem?: string | null;
  children: ReactNode;
}

/**
 * The administration's editing drawer: the form on the right with Annuller / Gem at the bottom and the server's
 * reason above the form when a save is refused. Rendered while closed too, so the form instance it holds is always connected.
 */
export function EditorDrawer({ title, open, onClose, size, saving, onSave, problem = null, children }: Props) {
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={size}
      forceRender
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Annuller</Button>
          <Button type="primary" loading={saving} onClick={onSave}>
            Gem
          </Button>
        </Flex>
      }
    >
      <SaveProblem problem={problem} />
      {children}
    </Drawer>
  );
}
