import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { email, id, isoDateTime } from './common.ts';

export const role = z.enum(ROLES);

export const loginModel = z.object({
  username: z.string().trim().min(1, 'Email skal udfyldes').max(255, 'Email kan højst være 255 karakterer lang'),
  password: z.string().min(1, 'Password skal udfyldes'),
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

export const forgotPasswordRequest = z.object({ email, returnUrl: z.string().max(2000).nullish() });

export const changePasswordRequest = z.object({
  email,
  token: z.string().min(1),
  password: z.string(),
});

/** The server's password policy (specification section 2 and 9). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 40;
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[a-zæøå]/.test(password) &&
    /[A-ZÆØÅ]/.test(password) &&
    /\d/.test(password)
  );
}
