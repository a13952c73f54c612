import type { App } from 'antd';
import { isApiError, NETWORK_ERROR_STATUS, UNEXPECTED_SERVER_ERROR } from './api-error.ts';

type Notifier = Pick<ReturnType<typeof App.useApp>, 'notification'>;

let notifier: Notifier | null = null;

/** The app registers antd's context-aware notification API once it is mounted. */
export function setNotifier(next: Notifier | null): void {
  notifier = next;
}

/** The Danish text to show for an error: the server's own message where there is one. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === NETWORK_ERROR_STATUS) return 'Serveren kunne ikke nås. Kontrollér forbindelsen, og prøv igen.';
    if (error.message === UNEXPECTED_SERVER_ERROR) return `Der opstod en uventet fejl på serveren (status ${error.status}).`;
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Der opstod en uventet fejl.';
}

/** True when showing the error would only repeat what the logout on 401/403 already does. */
export function isHandledByLogout(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** Shows an error to the user as a notification; 401 and 403 are left to the logout. */
export function showError(error: unknown, title = 'Handlingen kunne ikke udføres'): void {
  if (isHandledByLogout(error)) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  const description = errorText(error);
  if (notifier) {
    notifier.notification.error({ title, description, placement: 'topRight', duration: 6 });
    return;
  }
  console.error(title, description);
}
