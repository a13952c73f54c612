import { useCallback, useState } from 'react';
import { showError } from '../api/show-error.ts';
import { saveFile } from './save-file.ts';

/**
 * A file fetched from the server and handed to the browser, with which download is under way (for the button's
 * spinner) and the server's reason, under the screen's own title, when it fails.
 */
export function useDownload<Key extends string = 'file'>(failureTitle: string) {
  const [busy, setBusy] = useState<Key | null>(null);
  const download = useCallback(
    async (fetchFile: () => Promise<Blob>, fileName: string, key = 'file' as Key) => {
      setBusy(key);
      try {
        saveFile(await fetchFile(), fileName);
      } catch (error) {
        showError(error, failureTitle);
      } finally {
        setBusy(null);
      }
    },
    [failureTitle],
  );
  return { busy, download };
}
