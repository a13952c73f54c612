import type { FormRule } from 'antd';
import { PASSWORD_MAX, PASSWORD_MIN } from '@kaj/contract';

/** Rules of a new password (specification sections 5 and 9): required, 6–40 characters. */
export const newPasswordRules: FormRule[] = [
  { required: true, message: 'Password skal udfyldes' },
  { min: PASSWORD_MIN, message: `Password skal være mindst ${PASSWORD_MIN} tegn` },
  { max: PASSWORD_MAX, message: `Password kan højst være ${PASSWORD_MAX} tegn` },
];

/** Rules of the repeated password: required and equal to the field `passwordField`. */
export function repeatPasswordRules(passwordField = 'password'): FormRule[] {
  return [
    { required: true, message: 'Gentag password skal udfyldes' },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error('Password skal være ens');
      },
    }),
  ];
}
