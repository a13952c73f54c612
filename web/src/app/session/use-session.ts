import { useMemo, useSyncExternalStore } from 'react';
import type { AuthenticateResponse } from '@kaj/contract';
import { roleFlags, type RoleFlags } from './role-flags.ts';
import { sessionStore } from './session-store.ts';

export function useSession(): AuthenticateResponse | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

export interface Auth extends RoleFlags {
  session: AuthenticateResponse | null;
  isAuthorized: boolean;
}

/** The session with its derived role flags. */
export function useAuth(): Auth {
  const session = useSession();
  return useMemo(
    () => ({ session, isAuthorized: session?.isAuthorized === true, ...roleFlags(session?.roles ?? []) }),
    [session],
  );
}
