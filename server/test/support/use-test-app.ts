import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The app of one test file over its own database, started before its tests and closed after them:
 * `const test = useTestApp();` in place of the same four lines in every file.
 */
export function useTestApp(overrides: Record<string, string> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides);
  });
  afterAll(() => current?.close());
  const started = () => {
    if (!current) throw new Error('The test app starts in beforeAll');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get config() {
      return started().config;
    },
    close: () => started().close(),
  };
}
