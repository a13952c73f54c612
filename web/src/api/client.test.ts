import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, UNEXPECTED_SERVER_ERROR } from './api-error.ts';
import { api } from './client.ts';
import { configureClient } from './client-hooks.ts';

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();

function answer(status: number, body?: unknown, contentType = 'application/json'): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': contentType } });
}

function lastRequest(): { url: string; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {} };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ getToken: () => 'token-1', onUnauthorized });
});
afterEach(() => {
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  vi.unstubAllGlobals();
});

describe('the API client built from the contract', () => {
  it('sends a GET with its query and the bearer token, and parses the JSON answer', async () => {
    fetchMock.mockResolvedValue(answer(200, []));
    await expect(api.log.getLoginsForUser({ userid: 3 })).resolves.toEqual([]);
    const { url, init } = lastRequest();
    expect(url).toBe('/api/Log/GetLoginsForUser?userid=3');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(init.body).toBeUndefined();
  });

  it('sends a POST body as JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, true));
    await expect(api.authenticate.changePassword(undefined, { email: 'a@b.dk', token: 't', password: 'Abcdef12' })).resolves.toBe(true);
    const { url, init } = lastRequest();
    expect(url).toBe('/api/Authenticate/ChangePassword');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.dk', token: 't', password: 'Abcdef12' });
  });

  it('sends a GET that has a body as POST', async () => {
    fetchMock.mockResolvedValue(answer(200, []));
    await api.navigationMenu.getMenuItemsByMenuNameAndMenuItemId(undefined, { menuName: 'main' });
    expect(lastRequest().init.method).toBe('POST');
    fetchMock.mockResolvedValue(answer(200, { id: 2 }));
    await api.userManagement.put({ id: 2 }, { firstName: 'A', lastName: 'B', isActive: true, roles: [] });
    expect(lastRequest()).toMatchObject({ url: '/api/UserManagement/Put?id=2', init: { method: 'POST' } });
  });

  it('answers null for 204', async () => {
    fetchMock.mockResolvedValue(answer(204));
    await expect(api.authenticate.forgotPassword(undefined, { email: 'a@b.dk' })).resolves.toBeNull();
  });

  it('refuses a missing required parameter without sending anything', async () => {
    await expect(api.log.getLoginsForUser({ userid: null as unknown as number })).rejects.toThrow("The parameter 'userid' cannot be null.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("carries the server's message, code and status in an ApiError", async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Forkert email eller password.', code: 'bad_login' }));
    const error = await api.authenticate.login(undefined, { username: 'a@b.dk', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Forkert email eller password.', code: 'bad_login', call: 'Authenticate.Login' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('falls back to the general message when the answer has none', async () => {
    fetchMock.mockResolvedValue(answer(502, '<html>Bad gateway</html>', 'text/html'));
    await expect(api.userManagement.getUsers()).rejects.toMatchObject({ status: 502, message: UNEXPECTED_SERVER_ERROR });
  });

  it('logs out on 401 and 403 of a call that needs a session, not of a public call', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Du er ikke logget ind.' }));
    await expect(api.userManagement.getUsers()).rejects.toMatchObject({ status: 401 });
    fetchMock.mockResolvedValue(answer(403, { message: 'Ingen adgang.' }));
    await expect(api.log.getTotalLogs()).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    fetchMock.mockResolvedValue(answer(401, { message: 'Nej' }));
    await expect(api.authenticate.login(undefined, { username: 'a@b.dk', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('answers a Blob for a file call', async () => {
    fetchMock.mockResolvedValue(answer(200, 'løn;data', 'text/csv'));
    const file = await api.employee.getLessorExportPay({ lessorExportId: 4 });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('løn;data');
  });
});
