import type { App } from 'antd';
import { errorText } from '../../../api/show-error.ts';

type AppApi = ReturnType<typeof App.useApp>;

interface DeleteOptions {
  /** What is deleted, as the user knows it: 'reglen "Nattillæg"'. */
  what: string;
  content: string;
  run: () => Promise<unknown>;
  done: string;
}

/**
 * Asks before deleting, and shows the server's reason when it refuses (something still uses the item),
 * so the user learns what to change first.
 */
export function confirmDelete({ modal, message }: Pick<AppApi, 'modal' | 'message'>, { what, content, run, done }: DeleteOptions): void {
  modal.confirm({
    title: `Slet ${what}?`,
    content,
    okText: 'Slet',
    okButtonProps: { danger: true },
    cancelText: 'Annuller',
    onOk: () =>
      run().then(
        () => void message.success(done),
        (error: unknown) => {
          modal.error({ title: `${what.charAt(0).toUpperCase()}${what.slice(1)} kan ikke slettes`, content: errorText(error), okText: 'OK' });
        },
      ),
  });
}
