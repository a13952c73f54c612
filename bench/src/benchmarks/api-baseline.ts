import { createTestApp, login, signedIn } from '../../../server/test/support/test-app.ts';
import { time } from '../measure.ts';

/**
 * The fixed cost every call pays: token check, user and roles read, routing, JSON. A login is
 * dominated by the argon2 hash, on purpose.
 */
export async function apiBaseline() {
  const test = await createTestApp();
  try {
    const { user, token } = await signedIn(test, ['Admin']);
    const headers = { authorization: `Bearer ${token}` };
    return {
      authTest: await time(500, () => test.app.inject({ method: 'GET', url: '/api/Authenticate/AuthTest', headers })),
      mainMenu: await time(500, () =>
        test.app.inject({ method: 'POST', url: '/api/NavigationMenu/GetMenuItemsByMenuNameAndMenuItemId', headers, payload: { menuName: 'main' } }),
      ),
      login: await time(20, () => login(test.app, user.email), 2),
    };
  } finally {
    await test.close();
  }
}
