import { contract } from '@kaj/contract';
import { callApi } from '../../api/client.ts';
import { serverNow } from '../../api/server-clock.ts';
import { logout } from './logout.ts';
import { sessionStore } from './session-store.ts';

/** A token with less than this left is renewed. */
const RENEW_WHEN_LEFT_MS = 60 * 60 * 1000;
/** Besides on navigation, the token is checked this often. */
export const RENEW_INTERVAL_MS = 10 * 60 * 1000;

let renewing = false;

/** Renews the token when less than an hour of it remains (by the server's clock); an expired session logs out. */
export function renewIfNeeded(now = serverNow()): void {
  const session = sessionStore.get();
  if (!session || renewing) return;
  const left = Date.parse(session.validTo) - now;
  if (left <= 0) {
    logout();
    return;
  }
  if (left >= RENEW_WHEN_LEFT_MS) return;
  renewing = true;
  callApi(contract.authenticate.renew, undefined, undefined, { track: false })
    .then((renewed) => {
      // The user may have logged out (or in as someone else) while the call was under way.
      if (renewed && sessionStore.get()?.id === renewed.id) sessionStore.set(renewed);
    })
    .catch(() => undefined)
    .finally(() => {
      renewing = false;
    });
}

/** Starts the periodic check; returns a function that stops it. */
export function startRenewalTimer(): () => void {
  const timer = setInterval(() => renewIfNeeded(), RENEW_INTERVAL_MS);
  return () => clearInterval(timer);
}
