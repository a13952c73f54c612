import { authenticateResponse, type AuthenticateResponse } from '@kaj/contract';
import { serverNow } from '../../api/server-clock.ts';

/** The localStorage key of the signed-in user (specification section 4). */
export const SESSION_KEY = 'user';

type Listener = () => void;

function read(): AuthenticateResponse | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = authenticateResponse.safeParse(JSON.parse(raw));
    if (!parsed.success || !parsed.data.username) return null;
    // An expired token is worth nothing; starting signed out avoids a round trip to a 401. Expired by the server's clock.
    if (Date.parse(parsed.data.validTo) <= serverNow()) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

let current: AuthenticateResponse | null = read();
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The session: the AuthenticateResponse of the login, kept in localStorage and restored on start. */
export const sessionStore = {
  get(): AuthenticateResponse | null {
    return current;
  },
  set(session: AuthenticateResponse): void {
    current = session;
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    emit();
  },
  clear(): void {
    if (current === null && localStorage.getItem(SESSION_KEY) === null) return;
    current = null;
    localStorage.removeItem(SESSION_KEY);
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this tab too.
window.addEventListener('storage', (event) => {
  if (event.key !== SESSION_KEY && event.key !== null) return;
  current = read();
  emit();
});
