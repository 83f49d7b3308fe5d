import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import tableOwners from './eslint-rules/table-owners.js';

// Every folder under apps/web/src/features is a feature; the boundary rule covers each one.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Every folder under apps/api/src/modules is a module; another module may use only its services
// (`*.service.ts`), for access rules the accounts module's guards (`*.guards.ts`), and for mail
// templates the mail module's frame (`*.frame.tsx`).
const apiModulesDir = new URL('./apps/api/src/modules/', import.meta.url);
const apiModules = readdirSync(apiModulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicFilesOf = (module) =>
  readdirSync(new URL(`${module}/`, apiModulesDir))
    .filter((file) => /\.(service|guards)\.ts$|\.frame\.tsx$/.test(file))
    .map((file) => `./${module}/${file}`);

/** Which module writes each table; see docs/decisions/017-one-way-to-wire.md. */
const tableOwnerModules = {
  alertPreferences: 'alerts',
  alertMutedServices: 'alerts',
  jobAlertFanouts: 'alerts',
  pendingAlertMails: 'alerts',
  sessions: 'auth',
  otpChallenges: 'auth',
  blogPosts: 'blog',
  chatAttachments: 'uploads',
  conversations: 'chats',
  businessDetails: 'credentials',
  jobPayments: 'job-payments',
  jobPaymentOperations: 'job-payments',
  jobInvoices: 'job-payments',
  jobPaymentEvents: 'job-payments',
  payoutAccounts: 'job-payments',
  ledgerTransactions: 'ledger',
  ledgerEntries: 'ledger',
  licences: 'credentials',
  logbookSupervisions: 'logbook',
  logbookUnits: 'logbook',
  logbookEntries: 'logbook',
  logbookEntryRevisions: 'logbook',
  logbookSettings: 'logbook',
  messages: 'chats',
  jobs: 'jobs',
  jobContacts: 'jobs',
  jobInvitations: 'jobs',
  clientRecords: 'jobs',
  mailOutbox: 'mail',
  newsletterSubscriptions: 'newsletter',
  newsletterIssues: 'newsletter',
  notifications: 'notifications',
  checkoutSessions: 'payments',
  payments: 'payments',
  invoices: 'payments',
  paymentEvents: 'payments',
  plans: 'plans',
  pushSubscriptions: 'push',
  pushOutbox: 'push',
  quotes: 'quotes',
  quoteVersions: 'quotes',
  quoteVariations: 'quotes',
  reviews: 'reviews',
  reports: 'safety',
  staffMembers: 'staff',
  staffSessions: 'staff',
  staffSignInChallenges: 'staff',
  auditLog: 'audit',
  blocks: 'safety',
  services: 'services',
  serviceQuestionSets: 'services',
  subscriptions: 'subscriptions',
  tickets: 'tickets',
  ticketMessages: 'tickets',
  uploadedFiles: 'uploads',
  users: 'users',
  userServices: 'users',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '.e2e-data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/shared/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,e2e,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other; the app composes them. Shared code flows one way.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [...new Set([`./${feature}`, './session'])],
              message: 'A feature does not import another feature; compose them in app/.',
            })),
            {
              target: [
                './apps/web/src/features',
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
              ],
              from: './apps/web/src/app',
              message: 'Data flows shared → features → app; nothing imports from app/.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: './apps/web/src/features',
              message: 'Shared UI, lib and config do not depend on features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts', 'apps/api/**/*.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/api/src/plugins',
              from: './apps/api/src/modules',
              message: 'Plugins are cross-cutting: they do not reach into modules.',
            },
            {
              target: './apps/api/src/db',
              from: ['./apps/api/src/modules', './apps/api/src/plugins'],
              message: 'The database layer does not depend on modules or plugins.',
            },
            ...apiModules.map((module) => ({
              target: `./apps/api/src/modules/${module}`,
              from: './apps/api/src/modules',
              except: [
                `./${module}`,
                ...apiModules.filter((other) => other !== module).flatMap(publicFilesOf),
              ],
              message:
                'A module reaches another only through its service (or the auth guards, or the mail frame).',
            })),
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration from config/env.ts (AppConfig), never process.env.',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', 'apps/api/src/**/*.test.ts'],
    plugins: { local: { rules: { 'table-owners': tableOwners } } },
    rules: { 'local/table-owners': ['error', { owners: tableOwnerModules }] },
  },
  {
    files: [
      'apps/api/src/config/env.ts',
      'apps/api/test/**',
      'apps/api/**/*.test.ts',
      'apps/web/vite.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@trademate/api*', '@trademate/web*', 'react', 'fastify'] },
      ],
    },
  },
);
