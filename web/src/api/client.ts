import { contract, type CallDef, type Contract, type BodyOf, type QueryOf, type ResponseOf } from '@kaj/contract';
import { ApiError, NETWORK_ERROR_STATUS, UNEXPECTED_SERVER_ERROR } from './api-error.ts';
import { clientHooks } from './client-hooks.ts';
import { loadingTracker } from './loading-tracker.ts';
import { buildQueryString } from './query-string.ts';
import { noteServerDate } from './server-clock.ts';

/** The API base address comes from configuration (specification section 7); empty means the page's own origin. */
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

// An object type whose keys are all optional accepts `{}`: then the query may be left out.
type QueryArg<C extends CallDef> = Record<never, never> extends QueryOf<C> ? QueryOf<C> | null | undefined : QueryOf<C>;

/** The arguments of one call: `(query)` or `(query, body)`; a query without required parameters may be left out. */
export type CallArgs<C extends CallDef> = [BodyOf<C>] extends [undefined]
  ? Record<never, never> extends QueryOf<C>
    ? [query?: QueryArg<C>]
    : [query: QueryArg<C>]
  : [query: QueryArg<C>, body: BodyOf<C>];

export type CallFunction<C extends CallDef> = (...args: CallArgs<C>) => Promise<ResponseOf<C>>;

/** `api.<controller>.<call>(query, body)`, typed from the contract table. */
export type Api = {
  readonly [Ctl in keyof Contract]: {
    readonly [Key in keyof Contract[Ctl]]: Contract[Ctl][Key] extends CallDef ? CallFunction<Contract[Ctl][Key]> : never;
  };
};

export interface CallOptions {
  /** Show the loading overlay (subject to the skip list); background calls turn it off. */
  track?: boolean;
  /** Log out on 401/403; the logout call itself turns it off. */
  handleUnauthorized?: boolean;
  /** Send this token instead of the session's. */
  token?: string | null;
  signal?: AbortSignal;
}

/** Sends one call of the contract. The generated `api` object is built on this. */
export async function callApi<C extends CallDef>(
  call: C,
  query: QueryOf<C> | null | undefined,
  body?: BodyOf<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  // Throws for a missing required parameter before anything is sent.
  const url = `${API_BASE}${call.path}${buildQueryString(call, query as Record<string, unknown> | null | undefined)}`;
  const hasBody = call.body !== undefined;
  // Browsers cannot send a GET with a body; the server accepts POST for these calls.
  const method = hasBody && call.method === 'GET' ? 'POST' : call.method;
  const headers: Record<string, string> = { Accept: call.file ? '*/*' : 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = options.token !== undefined ? options.token : clientHooks().getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const done = options.track === false ? () => undefined : loadingTracker.start(url);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: hasBody ? JSON.stringify(body ?? null) : undefined,
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(call.name, NETWORK_ERROR_STATUS, 'The server could not be reached.');
    }
    noteServerDate(response.headers.get('date'));
    return (await readResponse(call, response, options)) as ResponseOf<C>;
  } finally {
    done();
  }
}

async function readResponse(call: CallDef, response: Response, options: CallOptions): Promise<unknown> {
  if (response.status === 401 || response.status === 403) {
    // A public call (login, reset) involves no session, so there is nobody to log out.
    if (options.handleUnauthorized !== false && call.access !== 'public') clientHooks().onUnauthorized(response.status);
    throw await toApiError(call, response);
  }
  if (!response.ok) throw await toApiError(call, response);
  if (response.status === 204) return null;
  if (call.file) return response.blob();
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

async function toApiError(call: CallDef, response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let message = UNEXPECTED_SERVER_ERROR;
  let code: string | null = null;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string' && parsed.message.trim() !== '') message = parsed.message;
    if (typeof parsed.code === 'string') code = parsed.code;
  } catch {
    // Not JSON (a proxy's HTML page, for instance): keep the general message.
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return new ApiError(call.name, response.status, message, code, text, headers);
}

function buildApi(): Api {
  const controllers: Record<string, Record<string, (query?: unknown, body?: unknown) => Promise<unknown>>> = {};
  for (const [controllerKey, calls] of Object.entries(contract)) {
    const functions: Record<string, (query?: unknown, body?: unknown) => Promise<unknown>> = {};
    for (const [key, call] of Object.entries(calls as Record<string, CallDef>)) {
      functions[key] = (query, body) => callApi(call, query as never, body as never);
    }
    controllers[controllerKey] = functions;
  }
  return controllers as unknown as Api;
}

export const api: Api = buildApi();
