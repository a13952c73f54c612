import { describe, expect, it } from 'vitest';
import type { Role } from '@kaj/contract';
import { appLog } from '../../src/db/schema/index.ts';
import { callApi, createTestApp, signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

describe('Setting', () => {
  it("keeps each user's settings to themselves", async () => {
    const alice = await signedIn(test, ['Planner']);
    const bob = await signedIn(test, ['Planner']);
    const saved = await callApi(test.app, 'POST', '/api/Setting/SaveUserSetting', { token: alice.token, body: { entityName: 'planning.department', selection: '12' } });
    expect(saved.statusCode).toBe(200);
    const settingId = saved.json().settingId;
    const again = await callApi(test.app, 'POST', '/api/Setting/SaveUserSetting', { token: alice.token, body: { entityName: 'planning.department', selection: '13' } });
    expect(again.json()).toEqual({ settingId, entityName: 'planning.department', selection: '13', propertyTypeId: null });
    expect((await callApi(test.app, 'GET', '/api/Setting/GetUserSettings', { token: bob.token })).json()).toEqual([]);
    const stolen = await callApi(test.app, 'POST', '/api/Setting/DeleteUserSetting', { token: bob.token, query: { settingId } });
    expect(stolen.statusCode).toBe(404);
    const overwrite = await callApi(test.app, 'POST', '/api/Setting/SaveUserSetting', { token: bob.token, body: { settingId, entityName: 'x', selection: 'y' } });
    expect(overwrite.statusCode).toBe(404);
    const mine = await callApi(test.app, 'GET', '/api/Setting/GetUserSettings', { token: alice.token });
    expect(mine.json()).toEqual([{ settingId, entityName: 'planning.department', selection: '13', propertyTypeId: null }]);
    expect((await callApi(test.app, 'POST', '/api/Setting/DeleteUserSetting', { token: alice.token, query: { settingId } })).statusCode).toBe(204);
  });
});

describe('Log', () => {
  it('pages and sorts the application log, and refuses an unknown sort column', async () => {
    const { token } = await signedIn(test, ['Admin']);
    await test.db.insert(appLog).values(
      Array.from({ length: 25 }, (_, i) => ({ level: i % 2 ? 'error' : 'warn', message: `Hændelse ${String(i).padStart(2, '0')}`, timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)) })),
    );
    expect((await callApi(test.app, 'GET', '/api/Log/GetTotalLogs', { token })).json()).toBe(25);
    const page2 = await callApi(test.app, 'GET', '/api/Log/GetNLogs', { token, query: { pageNo: 2, pageSize: 10, sortColumn: 'message', sortByAscending: true } });
    expect(page2.json().map((row: { message: string }) => row.message)).toEqual(Array.from({ length: 10 }, (_, i) => `Hændelse ${String(i + 10).padStart(2, '0')}`));
    const newest = await callApi(test.app, 'GET', '/api/Log/GetNLogs', { token, query: { pageNo: 1, pageSize: 1, sortByAscending: false } });
    expect(newest.json()[0].message).toBe('Hændelse 24');
    const bad = await callApi(test.app, 'GET', '/api/Log/GetNLogs', { token, query: { pageNo: 1, pageSize: 10, sortColumn: 'password', sortByAscending: true } });
    expect(bad.statusCode).toBe(400);
    const zero = await callApi(test.app, 'GET', '/api/Log/GetNLogs', { token, query: { pageNo: 0, pageSize: 10, sortByAscending: true } });
    expect(zero.statusCode).toBe(400);
  });

  it("reads a user's login log, newest first", async () => {
    const { token } = await signedIn(test, ['Admin']);
    const { user } = await signedIn(test, ['Employee']);
    await callApi(test.app, 'POST', '/api/Authenticate/Login', { body: { username: user.email, password: 'Forkert1' } });
    const response = await callApi(test.app, 'GET', '/api/Log/GetLoginsForUser', { token, query: { userid: user.id } });
    expect(response.json().map((row: { actionType: string }) => row.actionType)).toEqual(['LoginFailed', 'Login']);
  });
});

describe('NavigationMenu', () => {
  const menuOf = async (roles: Role[]) => {
    const { token } = await signedIn(test, roles);
    const response = await callApi(test.app, 'POST', '/api/NavigationMenu/GetMenuItemsByMenuNameAndMenuItemId', { token, body: { menuName: 'main' } });
    return response.json() as { displayName: string; parentId: number | null; menuItemId: number }[];
  };
  const topLevel = (items: Awaited<ReturnType<typeof menuOf>>) => items.filter((item) => item.parentId === null).map((item) => item.displayName);

  it('serves each role exactly its menu of specification section 2', async () => {
    expect(topLevel(await menuOf(['Admin']))).toEqual(['Planlægning', 'Administration', 'Rapporter', 'Hjælp']);
    expect(topLevel(await menuOf(['Planner']))).toEqual(['Planlægning', 'Administration', 'Rapporter', 'Hjælp']);
    expect(topLevel(await menuOf(['Approver']))).toEqual(['Planlægning', 'Rapporter', 'Hjælp']);
    expect(topLevel(await menuOf(['Ship']))).toEqual(['Planlægning', 'Rapporter', 'Hjælp']);
    const employeeMenu = ['Min plan', 'Ønsker', 'Vagtbytte', 'Hviletid', 'Tidsregistrering', 'Kørsel', 'Min konto', 'Hjælp'];
    expect(topLevel(await menuOf(['Employee']))).toEqual(employeeMenu);
    expect(topLevel(await menuOf(['EmployeeWithPlanningRight']))).toEqual(employeeMenu);
    expect(topLevel(await menuOf([]))).toEqual(['Hjælp']);
  });

  it('leaves out the items of a feature that is off', async () => {
    const off = await createTestApp({ KAJ_ALLOW_TIME_REGISTRATION: '0', KAJ_ALLOW_MILAGE_REGISTRATION: '0', KAJ_ALLOW_TRADE_SHIFTS: '0' });
    try {
      const { token } = await signedIn(off, ['Employee']);
      const response = await callApi(off.app, 'POST', '/api/NavigationMenu/GetMenuItemsByMenuNameAndMenuItemId', { token, body: { menuName: 'main' } });
      expect(response.json().map((item: { displayName: string }) => item.displayName)).toEqual(['Min plan', 'Ønsker', 'Hviletid', 'Min konto', 'Hjælp']);
    } finally {
      await off.close();
    }
  });

  it('shows the full administration list to Admin alone', async () => {
    const admin = await menuOf(['Admin']);
    const planner = await menuOf(['ApproverWithPlanningRight']);
    const below = (items: typeof admin) => {
      const parent = items.find((item) => item.displayName === 'Administration')!;
      return items.filter((item) => item.parentId === parent.menuItemId).map((item) => item.displayName);
    };
    expect(below(admin)).toHaveLength(17);
    expect(below(planner)).toEqual(['Medarbejdere', 'Vagtkoder', 'Turnusser', 'Bemanding']);
  });

  it('reads the children of one item when its id is given (also as a GET with query)', async () => {
    const { token } = await signedIn(test, ['Admin']);
    const all = await menuOf(['Admin']);
    const reports = all.find((item) => item.displayName === 'Rapporter')!;
    const response = await callApi(test.app, 'GET', '/api/NavigationMenu/GetMenuItemsByMenuNameAndMenuItemId', { token, query: { menuName: 'main', menuItemId: reports.menuItemId } });
    expect(response.json().map((item: { displayName: string }) => item.displayName)).toEqual(['Besætningsliste', 'FTE-rapport', 'Catering: Vagtrapport', 'Manglende bemanding']);
  });

  it('refuses a request without a menu name', async () => {
    const { token } = await signedIn(test, ['Admin']);
    expect((await callApi(test.app, 'POST', '/api/NavigationMenu/GetMenuItemsByMenuNameAndMenuItemId', { token, body: {} })).statusCode).toBe(400);
  });
});
