import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../src/db/schema/index.ts';
import { TEST_PASSWORD, buildUser, callApi, createTestApp, login, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let admin: { user: { id: number; email: string }; token: string };
let plannerToken: string;
beforeAll(async () => {
  test = await createTestApp();
  admin = await signedIn(test, ['Admin']);
  ({ token: plannerToken } = await signedIn(test, ['Planner']));
});
afterAll(() => test.close());

const userCount = async () => (await test.db.select({ n: count() }).from(users))[0]!.n;

describe('PlanUser and UserManagement', () => {
  it('refuses every user call to a non-admin with 403', async () => {
    for (const [method, path] of [
      ['GET', '/api/PlanUser/GetPlanUsers'],
      ['GET', '/api/PlanUser/GetRoles'],
      ['GET', '/api/UserManagement/GetUsers'],
      ['POST', '/api/PlanUser/CreateUser'],
    ] as const) {
      expect((await callApi(test.app, method, path, { token: plannerToken })).statusCode, path).toBe(403);
    }
  });

  it('lists the eight roles', async () => {
    const response = await callApi(test.app, 'GET', '/api/PlanUser/GetRoles', { token: admin.token });
    expect(response.json().map((role: { name: string }) => role.name)).toEqual([
      'Admin',
      'Planner',
      'Approver',
      'ApproverWithPlanningRight',
      'Employee',
      'EmployeeWithPlanningRight',
      'EmployeeWithPlanningRightForWishes',
      'Ship',
    ]);
  });

  it('creates a user with a default role and a welcome mail whose link sets the password', async () => {
    const response = await callApi(test.app, 'POST', '/api/PlanUser/CreateUser', {
      token: admin.token,
      body: { email: 'Ny.Bruger@Kaj.test', firstName: 'Ny', lastName: 'Bruger', defaultRole: 'Planner', sendWelcomeEmail: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userName: 'ny.bruger@kaj.test', roles: ['Planner'], isActive: true, fullName: 'Ny Bruger' });
    const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'ny.bruger@kaj.test'));
    expect(mail!.subject).toBe('Velkommen til Kaj');
    const token = /change-password\/([^/\s]+)\//.exec(mail!.body)![1]!;
    const changed = await callApi(test.app, 'POST', '/api/Authenticate/ChangePassword', { body: { email: 'ny.bruger@kaj.test', token, password: 'Velkommen1' } });
    expect(changed.json()).toBe(true);
    expect(await login(test.app, 'ny.bruger@kaj.test', 'Velkommen1')).toEqual(expect.any(String));
  });

  it('refuses a second user with the same e-mail in any case, and creates nothing', async () => {
    const existing = await buildUser(test.db);
    const before = await userCount();
    const response = await callApi(test.app, 'POST', '/api/PlanUser/CreateUser', {
      token: admin.token,
      body: { email: existing.email.toUpperCase(), firstName: 'A', lastName: 'B' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Der findes allerede en bruger med denne email.');
    expect(await userCount()).toBe(before);
  });

  it('refuses an invalid e-mail with the login form\'s message', async () => {
    const response = await callApi(test.app, 'POST', '/api/PlanUser/CreateUser', { token: admin.token, body: { email: 'ikke-en-mail', firstName: 'A', lastName: 'B' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Email skal være en valid email adress');
  });

  it('edits names, roles and the active flag (Put and SavePlanUser)', async () => {
    const user = await buildUser(test.db, { roles: ['Employee'] });
    const put = await callApi(test.app, 'POST', '/api/UserManagement/Put', {
      token: admin.token,
      query: { id: user.id },
      body: { firstName: 'Ændret', lastName: 'Navn', isActive: false, roles: ['Approver', 'Ship'] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ firstName: 'Ændret', isActive: false, roles: ['Approver', 'Ship'] });
    const save = await callApi(test.app, 'POST', '/api/PlanUser/SavePlanUser', {
      token: admin.token,
      body: { planUserId: user.id, firstName: 'Igen', lastName: 'Navn', lockoutEnabled: false, isActive: true, roles: [] },
    });
    expect(save.json()).toMatchObject({ firstName: 'Igen', roles: [], lockoutEnabled: false, isActive: true });
    const listed = await callApi(test.app, 'GET', '/api/UserManagement/GetUsers', { token: admin.token });
    expect(listed.json().find((row: { id: number }) => row.id === user.id)).toMatchObject({ firstName: 'Igen', roles: [] });
  });

  it('does not let an admin deactivate or demote themselves', async () => {
    const deactivate = await callApi(test.app, 'POST', '/api/UserManagement/Put', {
      token: admin.token,
      query: { id: admin.user.id },
      body: { firstName: 'A', lastName: 'B', isActive: false, roles: ['Admin'] },
    });
    expect(deactivate.statusCode).toBe(400);
    const demote = await callApi(test.app, 'POST', '/api/UserManagement/Put', {
      token: admin.token,
      query: { id: admin.user.id },
      body: { firstName: 'A', lastName: 'B', isActive: true, roles: ['Planner'] },
    });
    expect(demote.json().message).toBe('Du kan ikke fjerne din egen administratorrolle.');
    const [row] = await test.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row!.isActive).toBe(true);
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await callApi(test.app, 'GET', '/api/PlanUser/GetPlanUserById', { token: admin.token, query: { id: 999999 } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Brugeren findes ikke.');
  });

  it('sends a mail to a user', async () => {
    const user = await buildUser(test.db);
    const response = await callApi(test.app, 'POST', '/api/UserManagement/SendMail', { token: admin.token, query: { userId: user.id }, body: { subject: 'Vagtplan', message: 'Din plan er klar.' } });
    expect(response.statusCode).toBe(204);
    const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(mail).toMatchObject({ subject: 'Vagtplan', body: 'Din plan er klar.' });
  });
});

describe('PlanUser/ChangeUserPassword', () => {
  it('lets users change their own password only with the current one', async () => {
    const { user, token } = await signedIn(test, ['Employee']);
    const change = (currentPassword: string, password: string) =>
      callApi(test.app, 'POST', '/api/PlanUser/ChangeUserPassword', { token, body: { userId: user.id, currentPassword, password } });
    expect((await change('Forkert1', 'NytPassword1')).json()).toBe(false);
    expect((await change(TEST_PASSWORD, 'svagt')).json()).toBe(false);
    expect((await change(TEST_PASSWORD, 'NytPassword1')).json()).toBe(true);
    expect(await login(test.app, user.email, 'NytPassword1')).toEqual(expect.any(String));
  });

  it("refuses a non-admin changing someone else's password with 403", async () => {
    const other = await buildUser(test.db);
    const response = await callApi(test.app, 'POST', '/api/PlanUser/ChangeUserPassword', { token: plannerToken, body: { userId: other.id, password: 'NytPassword1' } });
    expect(response.statusCode).toBe(403);
    expect(await login(test.app, other.email)).toEqual(expect.any(String));
  });

  it("lets an admin set another user's password", async () => {
    const other = await buildUser(test.db);
    const response = await callApi(test.app, 'POST', '/api/PlanUser/ChangeUserPassword', { token: admin.token, body: { userId: other.id, password: 'AdminSat9' } });
    expect(response.json()).toBe(true);
    expect(await login(test.app, other.email, 'AdminSat9')).toEqual(expect.any(String));
  });
});
