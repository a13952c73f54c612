/** Every route path of the client, in one place. */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  changePassword: '/change-password/:token/:email',
  home: '/home',
  help: '/help',
  helpAgreement: '/help/agreement',
  helpEmployees: '/help/employees',
  helpWatchCodes: '/help/watch-codes',
  helpPlanning: '/help/planning',
  administration: '/administration',
  planning: '/planning',
  reports: '/reports',
  /** The employee's own screens (issue 15). */
  my: '/my',
  myTime: '/my/time',
  myTrips: '/my/trips',
  myWishes: '/my/wishes',
  myExchanges: '/my/exchanges',
  myAccount: '/my/account',
  forbidden: '/forbidden',
} as const;

/** The login page with the address to come back to. */
export function loginWithReturnUrl(returnUrl: string): string {
  return `${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * Where to go after a login: the returnUrl when it is an address inside the app, else /home.
 * Absolute and protocol-relative addresses are refused, so a link cannot send the user elsewhere.
 */
export function afterLoginTarget(returnUrl: string | null): string {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return paths.home;
  const pathname = returnUrl.split(/[?#]/)[0] ?? '';
  if (pathname === '/' || pathname === paths.login) return paths.home;
  return returnUrl;
}
