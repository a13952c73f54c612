import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Layers: web → contract, calendar; server → contract, domain; domain → calendar; calendar and contract → nothing of ours.
 * The calendar (dates, periods, Copenhagen time) is the one both the domain and the web client use.
 */
const layers = [
  { target: './calendar', from: ['./contract', './domain', './server', './web', './e2e', './bench'], message: 'The calendar imports nothing of ours.' },
  { target: './domain', from: ['./contract', './server', './web', './e2e', './bench'], message: 'The domain imports nothing of ours but the calendar.' },
  { target: './contract', from: ['./calendar', './domain', './server', './web', './e2e', './bench'], message: 'The contract imports nothing of ours.' },
  { target: './server', from: ['./web', './e2e', './bench'], message: 'The server does not import the web client or the tests.' },
  { target: './web', from: ['./server', './domain', './e2e', './bench'], message: 'The web client talks to the server through the contract, and shares only the calendar.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tsbuild/**', 'data/**', 'server/drizzle/**', '**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    // Type information for the promise rules: each file is checked with its workspace's tsconfig.
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // A promise is awaited, handled, or explicitly `void` where fire-and-forget is meant.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['web/src/areas/**'],
    rules: {
      // Screens of one area do not import another area's screens (shared code lives in web/src/app and web/src/api).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers,
            ...['login', 'home', 'help', 'administration', 'planning', 'reports', 'self-service'].map((area) => ({
              target: `./web/src/areas/${area}`,
              from: './web/src/areas',
              except: [`./${area}`],
              message: 'Areas of the web client do not import each other.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**', 'server/src/main.ts', 'server/src/demo/**', 'e2e/**', 'server/scripts/**', 'server/test/support/global-setup.ts'],
    rules: { 'no-console': 'off' },
  },
);
