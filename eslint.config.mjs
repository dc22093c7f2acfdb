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

const libBasePatterns = [
  { group: ['@/app', '@/app/*', '**/app/*'], message: 'lib must not import app.' },
  { group: ['@/components', '@/components/*'], message: 'lib must not import components.' },
  {
    group: ['next', 'next/*', 'server-only'],
    message: 'lib stays framework-free so the worker and tests can use it.',
  },
];

/** Domains own their verbs and schemas; the transport (lib/http) and API surface (lib/public-api) sit above them. */
const domainPatterns = [
  {
    regex: '^(@/lib/|(\\.\\./)+)public-api(/|$)',
    message: 'A domain must not import lib/public-api; put schemas in lib/<domain>/schemas.ts.',
  },
  {
    regex: '^(@/lib/|(\\.\\./)+)http(/|$)',
    message: 'A domain must not import lib/http; verbs take (db, input) and throw AppError.',
  },
];

const libRules = {
  files: ['lib/**/*.ts'],
  ignores: ['lib/client/**'],
  rules: {
    'no-restricted-imports': ['error', { patterns: libBasePatterns }],
    'no-console': 'error',
  },
};

/** Everything in lib except the API layers, the browser client and the test helpers is a domain. */
const domainRules = {
  files: ['lib/**/*.ts'],
  ignores: ['lib/client/**', 'lib/public-api/**', 'lib/http/**', 'lib/testing/**'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [...libBasePatterns, ...domainPatterns] }],
  },
};

/** Test helpers call real route handlers, so they may import app (but stay out of the domain rule). */
const testingRules = {
  files: ['lib/testing/**/*.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: libBasePatterns.slice(1) }],
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
  domainRules,
  testingRules,
  clientRules,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  prettier,
];

export default config;
