/** The login log's action types in Danish, with a tag colour. */
export const loginActions: Record<string, { label: string; color: string }> = {
  Login: { label: 'Logget ind', color: 'green' },
  LoginFailed: { label: 'Forkert password', color: 'red' },
  Lockout: { label: 'Låst', color: 'volcano' },
  Logout: { label: 'Logget ud', color: 'default' },
  PasswordResetRequested: { label: 'Nulstilling bestilt', color: 'blue' },
  PasswordReset: { label: 'Password nulstillet', color: 'cyan' },
  PasswordChanged: { label: 'Password ændret', color: 'geekblue' },
};

export function loginActionLabel(actionType: string): string {
  return loginActions[actionType]?.label ?? actionType;
}
