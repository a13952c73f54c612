/** The text the client uses when the server's answer carries no message (specification section 8). */
export const UNEXPECTED_SERVER_ERROR = 'An unexpected server error occurred.';

/** Status used for a request that never got an answer (network down, server stopped). */
export const NETWORK_ERROR_STATUS = 0;

/** A call answered with a status other than 2xx, or not at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** `Controller.Action` of the call. */
    readonly call: string,
    readonly status: number,
    message: string,
    /** The server's stable error code, when it sent one; branch on this, never on the text. */
    readonly code: string | null = null,
    readonly responseText = '',
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
