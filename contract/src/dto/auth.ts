import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { email, id, isoDateTime } from './common.ts';
import { line, rawText } from './values.ts';

export const role = z.enum(ROLES);

/** The server's password policy (specification section 2 and 9). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 40;
/** The longest password a request may carry: an old password may be longer than today's policy, but hashing megabytes is refused. */
export const PASSWORD_INPUT_MAX = 200;

export const loginModel = z.object({
  username: line(255, 'Email kan højst være 255 karakterer lang').min(1, 'Email skal udfyldes'),
  password: rawText(PASSWORD_INPUT_MAX, 'Password er for langt').min(1, 'Password skal udfyldes'),
});

/** The session the client stores (specification section 3, Session). */
export const authenticateResponse = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  roles: z.array(role),
  token: z.string(),
  validTo: isoDateTime,
  isAuthorized: z.boolean(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponse>;

export const authTestResponse = z.object({ username: z.string(), roles: z.array(role), isAuthorized: z.boolean() });

export const forgotPasswordRequest = z.object({ email, returnUrl: line(2000).nullish() });

export const changePasswordRequest = z.object({
  email,
  token: line(200).min(1),
  password: rawText(PASSWORD_INPUT_MAX, 'Password er for langt'),
});

/** The server's password policy (specification section 2 and 9). */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[a-zæøå]/.test(password) &&
    /[A-ZÆØÅ]/.test(password) &&
    /\d/.test(password)
  );
}
