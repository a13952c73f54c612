import { isStrongPassword } from '@kaj/contract';

export type PasswordStrength = 'svag' | 'middel' | 'stærk';

/**
 * How strong a new password is. "Svag" means the server will refuse it (it wants 6–40
 * characters with upper and lower case letters and digits); "stærk" adds length or a symbol.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!isStrongPassword(password)) return 'svag';
  const hasSymbol = /[^a-zA-ZæøåÆØÅ0-9]/.test(password);
  return password.length >= 12 || (password.length >= 8 && hasSymbol) ? 'stærk' : 'middel';
}

/** What the password still lacks, in Danish, for the hint under the indicator. */
export function passwordHints(password: string): string[] {
  const hints: string[] = [];
  if (password.length < 6) hints.push('mindst 6 tegn');
  if (!/[a-zæøå]/.test(password)) hints.push('et lille bogstav');
  if (!/[A-ZÆØÅ]/.test(password)) hints.push('et stort bogstav');
  if (!/\d/.test(password)) hints.push('et tal');
  return hints;
}
