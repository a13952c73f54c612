import { contract } from '@kaj/contract';
import { callApi } from '../../api/client.ts';
import { currentUrl, navigateTo } from '../navigation.ts';
import { queryClient } from '../query-client.ts';
import { sessionStore } from './session-store.ts';

/** Redirects to login closer together than this are suppressed (specification section 9). */
export const LOGOUT_REDIRECT_DEBOUNCE_MS = 2000;

let lastRedirect = Number.NEGATIVE_INFINITY;

/**
 * Ends the session: tells the server (best effort, for the login log), forgets the user and the
 * cached data, and goes to the login page with the current address as returnUrl, unless the
 * address already carries one. A burst of 401s gives one redirect, not a loop.
 */
export function logout(): void {
  const token = sessionStore.get()?.token ?? null;
  sessionStore.clear();
  queryClient.clear();
  if (token) {
    callApi(contract.authenticate.logout, undefined, undefined, { token, track: false, handleUnauthorized: false }).catch(() => undefined);
  }

  const now = Date.now();
  if (now - lastRedirect < LOGOUT_REDIRECT_DEBOUNCE_MS) return;
  lastRedirect = now;
  if (new URLSearchParams(window.location.search).has('returnUrl')) return;
  navigateTo(`/login?returnUrl=${encodeURIComponent(currentUrl())}`, { replace: true });
}
