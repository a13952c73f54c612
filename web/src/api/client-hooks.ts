/**
 * What the client needs from the session without importing it (the session imports the client):
 * the app registers these once at start.
 */
export interface ClientHooks {
  /** The bearer token of the signed-in user, or null. */
  getToken(): string | null;
  /** Called on 401 or 403: the app logs the user out and remembers where they were. */
  onUnauthorized(status: number): void;
}

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => undefined };

export function configureClient(next: ClientHooks): void {
  hooks = next;
}

export function clientHooks(): ClientHooks {
  return hooks;
}
