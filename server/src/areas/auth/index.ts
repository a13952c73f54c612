import { login } from './login.ts';
import { authTest, logout, renew } from './session.ts';
import { changePassword, forgotPassword } from './password-reset.ts';

export const authHandlers = [login, renew, authTest, logout, forgotPassword, changePassword];
