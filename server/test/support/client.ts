import { callApi, type TestApp } from './test-app.ts';

type Query = Record<string, string | number | boolean>;

/** Calls as one signed-in user: `as.get('Property/GetPropertyTree', { typeid })`. */
export function client(test: TestApp, token: string) {
  return {
    get: (path: string, query?: Query) => callApi(test.app, 'GET', `/api/${path}`, { token, ...(query ? { query } : {}) }),
    post: (path: string, body?: unknown, query?: Query) =>
      callApi(test.app, 'POST', `/api/${path}`, { token, ...(query ? { query } : {}), ...(body === undefined ? {} : { body }) }),
  };
}

export type Client = ReturnType<typeof client>;
