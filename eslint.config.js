import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/core/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through loadConfig() in packages/core/src/config.' },
      ],
    },
  },
  {
    // The config module parses the environment; tests, benchmarks, scripts and tool configs may read it directly.
    files: [
      'packages/core/src/config/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'packages/core/src/testing/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '*.config.ts',
      '*.config.js',
      'apps/web/*.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  // Data behind repositories, routes through services (issue 34, docs/decisions/0043). In packages/core only a
  // `*.repository.ts` (and db/: client, lock, migrations) builds queries: no drizzle-orm or schema import elsewhere.
  {
    files: ['packages/core/src/**/*.{ts,tsx}'],
    ignores: ['packages/core/src/**/*.repository.ts', 'packages/core/src/db/**', 'packages/core/src/testing/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: "Queries live in the domain's *.repository.ts; call a repository function from the service." },
            {
              regex: '(^|/)db/schema(\\.[jt]s)?$|(^|/)db/schema/',
              message: 'Tables are used by repositories only (*.repository.ts); call a repository function.',
            },
          ],
        },
      ],
    },
  },
  // The apps reach data only through core's services: no query builder, no repository, no deep import into core.
  {
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/testing/**', 'apps/server/src/**/*.scenario.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes and jobs call a core service; queries live in core repositories.' },
            { regex: 'repository', message: 'Routes and jobs call a core service, never a repository.' },
            { regex: '^@reelcraft/core/(src|testing)(/|$)', message: 'Import from @reelcraft/core (its services); deep and testing imports are for tests.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/http/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/**/*.scenario.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through loadConfig() in packages/core/src/config.' },
        { object: 'core', property: 'db', message: 'Routes and jobs call a core service; they never touch the database.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
