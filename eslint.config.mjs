import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

/**
 * The layer table (docs/architecture.md): which systems each system in lib/systems may import, besides
 * lib/platform, which every layer may import and which itself imports no system. A system sits above
 * the ones it lists; `game` assembles them all. `npm run deps` prints the imports against this table.
 */
export const SYSTEM_IMPORTS = {
  core: [],
  policy: ['core'],
  economy: ['core', 'policy'],
  politics: ['core', 'policy', 'economy'],
  corporations: ['core', 'policy', 'economy'],
  subsidiaries: ['core', 'policy', 'economy', 'corporations'],
  // Extraction grants are decided by a state's offices and seats (politics/offices/resource-authorities).
  extraction: ['core', 'policy', 'economy', 'politics', 'corporations'],
  world: ['core', 'policy', 'economy', 'politics'],
  game: ['core', 'policy', 'economy', 'politics', 'corporations', 'subsidiaries', 'extraction', 'world'],
};

/**
 * Test code: test files, lib/testing, and the 200-turn check modules (*.world-checks.ts), which only
 * the world run (game/turn/world-engine.int.test.ts) imports.
 */
export const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.world-checks.ts', 'lib/testing/**'];
export const isTestFile = (repoPath) =>
  /\.test\.tsx?$|\.world-checks\.ts$/.test(repoPath) || repoPath.startsWith('lib/testing/');

/** Route handlers call a domain verb: no SQL, no models. */
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
  {
    regex: '^(\\.\\./){3,}',
    message: 'Import across folders with the @/ alias (@/lib/platform/..., @/lib/systems/...).',
  },
];

/** The transport (platform/http) and the API surface (platform/public-api, game/api-catalog) sit above the domains. */
const httpPattern = {
  regex: '^@/lib/platform/http(/|$)',
  message: 'A domain must not import lib/platform/http; verbs take (db, input) and throw AppError.',
};
const domainPatterns = [
  {
    regex: '^@/lib/(platform/public-api|systems/game/api-catalog)(/|$)',
    message:
      'A domain must not import the v1 API layer; put schemas in its own schemas.ts and endpoints in endpoints.ts.',
  },
  httpPattern,
];

/** A domain's v1 endpoints (endpoints.ts) and the manifest type declare entries with platform/public-api. */
const ENDPOINT_DECLARATIONS = ['lib/systems/**/endpoints.ts', 'lib/systems/core/manifest.ts'];

const libRules = {
  files: ['lib/**/*.ts'],
  ignores: ['lib/platform/browser/**', 'lib/systems/game/browser/**'],
  rules: {
    'no-restricted-imports': ['error', { patterns: libBasePatterns }],
    'no-console': 'error',
  },
};

/** Every system folder but the API catalog and the browser bindings holds domains. */
const domainRules = {
  files: ['lib/systems/**/*.ts'],
  ignores: ['lib/systems/game/api-catalog/**', 'lib/systems/game/browser/**', ...TEST_FILES],
  rules: {
    'no-restricted-imports': ['error', { patterns: [...libBasePatterns, ...domainPatterns] }],
  },
};

/** Endpoint declarations may use the public-api mechanism (defineEndpoint), never the catalog or the transport. */
const endpointDeclarationRules = {
  files: ENDPOINT_DECLARATIONS,
  ignores: ['lib/systems/game/**', ...TEST_FILES],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...libBasePatterns,
          {
            regex: '^@/lib/systems/game/api-catalog(/|$)',
            message: 'A domain must not import the v1 catalog; the game assembles it from the manifests.',
          },
          httpPattern,
        ],
      },
    ],
  },
};

/** Test helpers call real route handlers, so they may import app. */
const testingRules = {
  files: ['lib/testing/**/*.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: libBasePatterns.slice(1) }],
  },
};

/**
 * A route's test sits beside the domain whose verb it calls and calls the real handler in-process
 * (docs/architecture.md, "Where an HTTP-level test goes"), so lib's tests may import app and Next.
 */
const libTestRules = {
  files: ['lib/**/*.test.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [libBasePatterns[1], libBasePatterns[3]] }],
  },
};

const SYSTEMS = Object.keys(SYSTEM_IMPORTS);

/** Test code may use lib/testing; production code never does. */
const NO_TESTING = { from: './lib/testing', message: 'Production code never imports lib/testing.' };

/**
 * The layer table as import/no-restricted-paths zones, which resolve relative and @/ imports alike.
 * (A rule configured twice for one file keeps only the later options, so each file gets one zone list.)
 */
const layerRules = [
  {
    files: ['lib/platform/**'],
    ignores: TEST_FILES,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib/platform',
              from: './lib/systems',
              message: 'lib/platform knows no game rule: it imports no system.',
            },
            { target: './lib/platform', ...NO_TESTING },
          ],
        },
      ],
    },
  },
  ...SYSTEMS.map((system) => ({
    files: [`lib/systems/${system}/**`],
    ignores: TEST_FILES,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...SYSTEMS.filter((other) => other !== system && !SYSTEM_IMPORTS[system].includes(other)).map(
              (other) => ({
                target: `./lib/systems/${system}`,
                from: `./lib/systems/${other}`,
                message: `${system} may import only ${['platform', ...SYSTEM_IMPORTS[system]].join(', ')} (the layer table in eslint.config.mjs).`,
              }),
            ),
            { target: `./lib/systems/${system}`, ...NO_TESTING },
          ],
        },
      ],
    },
  })),
  {
    files: ['app/**', 'components/**', 'workers/**', 'scripts/**', 'proxy.ts', 'instrumentation.ts'],
    ignores: TEST_FILES,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [
                './app',
                './components',
                './workers',
                './scripts',
                './proxy.ts',
                './instrumentation.ts',
              ],
              ...NO_TESTING,
            },
          ],
        },
      ],
    },
  },
];

const clientRules = {
  files: [
    'lib/platform/browser/**/*.ts',
    'lib/systems/game/browser/**/*.ts',
    'components/**/*.tsx',
    'components/**/*.ts',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@/lib/platform/db',
              '@/lib/platform/db/*',
              '@/models',
              '@/models/*',
              'drizzle-orm',
              'pg',
            ],
            message: 'Browser code must not import server data access.',
          },
        ],
      },
    ],
  },
};

/**
 * DATABASE_URL may be PgBouncer in transaction mode, which hands each transaction whichever server
 * connection is free: a named prepared statement (pg's `name` on a query config, Drizzle's `.prepare()`, SQL
 * PREPARE) lives on one server connection and would be missing, or another's, on the next.
 */
const NAMED_STATEMENT_MESSAGE =
  'No named prepared statements: DATABASE_URL may be a transaction-mode pooler (docs/scaling.md, "PgBouncer and the read replica").';
const poolerSafeRules = {
  files: ['**/*.ts', '**/*.mts', '**/*.mjs'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "ObjectExpression:has(> Property[key.name='text']):has(> Property[key.name='name'])",
        message: NAMED_STATEMENT_MESSAGE,
      },
      { selector: "CallExpression[callee.property.name='prepare']", message: NAMED_STATEMENT_MESSAGE },
      {
        selector: 'TemplateElement[value.raw=/\\bprepare\\s+\\w+\\s*(\\(|as\\b)/i]',
        message: NAMED_STATEMENT_MESSAGE,
      },
      { selector: 'Literal[value=/\\bprepare\\s+\\w+\\s*(\\(|as\\b)/i]', message: NAMED_STATEMENT_MESSAGE },
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
      // Generated by openapi-typescript (npm run client:types).
      'clients/typescript/src/schema.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  routeFileRules,
  libRules,
  domainRules,
  endpointDeclarationRules,
  testingRules,
  libTestRules,
  ...layerRules,
  clientRules,
  poolerSafeRules,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  prettier,
];

export default config;
