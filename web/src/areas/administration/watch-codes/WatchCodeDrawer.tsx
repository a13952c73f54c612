import { useState } from 'react';
import { WatchCodeEditor, type WatchCodeEditorProps } from './WatchCodeEditor.tsx';

interface Props extends Omit<WatchCodeEditorProps, 'id' | 'open'> {
  /** The code to edit, null for a new one, undefined when the drawer is closed. */
  id: number | null | undefined;
}

/**
 * The editor drawer. Each opening gets a fresh editor (and so a fresh form), while a closing drawer
 * keeps its content until it has slid away.
 */
export function WatchCodeDrawer({ id, ...props }: Props) {
  const [opening, setOpening] = useState<{ id: number | null; serial: number } | null>(null);
  const [lastId, setLastId] = useState<number | null | undefined>(undefined);
  if (id !== lastId) {
    setLastId(id);
    if (id !== undefined) setOpening({ id, serial: (opening?.serial ?? 0) + 1 });
  }
  if (!opening) return null;
  return <WatchCodeEditor key={opening.serial} {...props} id={opening.id} open={id !== undefined} />;
}
