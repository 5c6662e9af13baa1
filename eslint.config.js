// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import direction of ARCHITECTURE.md / docs/decisions/001, one rule block per layer. */
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', {
      patterns: forbidden.map((name) => ({ group: [`**/${name}`, `**/${name}/**`], message: `${why} (docs/decisions/001)` })),
    }],
  },
});

const UI_AND_ABOVE = ['routes', 'ui', 'pwa', 'workers', 'sync', 'db', 'api'];

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'dev-dist/**', 'bench/latest.json', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/ui/hooks/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  layer(['src/domain/**'], ['contract', 'api', 'db', 'sync', 'workers', 'routes', 'ui', 'pwa', 'server', 'zod', 'react'], 'domain imports nothing of ours'),
  layer(['src/contract/**'], UI_AND_ABOVE.concat('server'), 'contract imports only zod and domain'),
  layer(['src/api/**'], ['db', 'sync', 'workers', 'routes', 'ui', 'pwa', 'server'], 'api sits below sync'),
  layer(['src/db/**'], ['api', 'sync', 'workers', 'routes', 'ui', 'pwa', 'server'], 'db is read by sync and queries, never the other way'),
  layer(['src/sync/**'], ['workers', 'routes', 'ui', 'pwa', 'server'], 'sync sits below workers'),
  layer(['src/workers/**'], ['routes', 'ui', 'pwa', 'server'], 'workers sit below routes'),
  layer(['src/ui/**', 'src/pwa/**'], ['routes', 'server', 'db/database', 'sync/engine', 'sync/replayer'], 'ui reads through queries and the worker handle'),
  layer(['src/routes/**'], ['server', 'db/database', 'sync/engine', 'sync/replayer', 'sync/pullers'], 'routes read through db queries and the worker handle'),
  layer(['server/**'], ['src/api', 'src/db', 'src/sync', 'src/workers', 'src/routes', 'src/ui', 'src/pwa'], 'the server imports only contract and domain from src/'),
);
