/** The one error type of the server: a status, a stable code the client may branch on, and a Danish message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const unauthorized = (message = 'Du skal logge ind.') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Du har ikke adgang til dette.') => new AppError(403, 'forbidden', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);

export function missingParameter(name: string): AppError {
  return new AppError(400, 'missing_parameter', `The parameter '${name}' cannot be null.`);
}
