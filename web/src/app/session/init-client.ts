import { configureClient } from '../../api/client-hooks.ts';
import { logout } from './logout.ts';
import { sessionStore } from './session-store.ts';

/** Connects the API client to the session: it sends the session's token and logs out on 401/403. */
export function initClient(): void {
  configureClient({
    getToken: () => sessionStore.get()?.token ?? null,
    onUnauthorized: () => logout(),
  });
}
