import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

/** DESIGN.md's dependency rules: app -> lib -> models, never backwards. */
const routeFileRules = {
  files: ['app/**/route.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['drizzle-orm', 'drizzle-orm/*'],
            message: 'Route handlers call a lib verb; no SQL here.',
          },
          {
            group: ['@/models', '@/models/*', '**/models', '**/models/*'],
            message: 'Route handlers must not touch models; call a lib verb.',
          },
        ],
      },
    ],
  },
};

const libRules = {
  files: ['lib/**/*.ts'],
  ignores: ['lib/client/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@/app', '@/app/*', '**/app/*'], message: 'lib must not import app.' },
          { group: ['@/components', '@/components/*'], message: 'lib must not import components.' },
          {
            group: ['next', 'next/*', 'server-only'],
            message: 'lib stays framework-free so the worker and tests can use it.',
          },
        ],
      },
    ],
    'no-console': 'error',
  },
};

const clientRules = {
  files: ['lib/client/**/*.ts', 'lib/client/**/*.tsx', 'components/**/*.tsx', 'components/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/lib/db', '@/lib/db/*', '@/models', '@/models/*', 'drizzle-orm', 'pg'],
            message: 'Browser code must not import server data access.',
          },
        ],
      },
    ],
  },
};

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  routeFileRules,
  libRules,
  clientRules,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  prettier,
];

export default config;
