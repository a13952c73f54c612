import { defineConfig } from 'vitest/config';

/** Unit tests of the web client's pure parts (API client, loading tracker, menu tree, paths). */
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
