import { z } from 'zod';
import { call, controller } from '../call.ts';
import { authTestResponse, authenticateResponse, changePasswordRequest, forgotPasswordRequest, loginModel } from '../dto/auth.ts';
import { empty } from '../dto/common.ts';

export const authenticate = controller('Authenticate', {
  login: call({
    method: 'POST',
    summary: 'Log in with e-mail and password; answers the session with a bearer token.',
    access: 'public',
    body: loginModel,
    response: authenticateResponse,
  }),
  renew: call({
    method: 'GET',
    summary: 'A fresh token for the signed-in user.',
    access: 'authenticated',
    response: authenticateResponse,
  }),
  authTest: call({
    method: 'GET',
    summary: 'Answers who the token belongs to; 401 when it is missing or expired.',
    access: 'authenticated',
    response: authTestResponse,
  }),
  logout: call({
    method: 'POST',
    summary: 'Writes the logout to the login log (the token simply expires).',
    access: 'authenticated',
    response: empty,
  }),
  forgotPassword: call({
    method: 'POST',
    summary: 'Mails a single-use reset link; the same answer whether or not the user exists.',
    access: 'public',
    body: forgotPasswordRequest,
    response: empty,
  }),
  changePassword: call({
    method: 'POST',
    summary: 'Sets a new password with a reset token; true on success.',
    access: 'public',
    body: changePasswordRequest,
    response: z.boolean(),
  }),
});
