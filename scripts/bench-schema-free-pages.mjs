// The pages people keep open that build no schema while they load (decision 097): zod and the
// shared schemas are form checks, loaded when a form is first checked. Used by scripts/bench.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each page's module in the build's manifest, as `npm run bench` names it. */
export const SCHEMA_FREE_PAGES = [
  { label: 'the home page', module: 'index.html' },
  { label: "a tradie's feed", module: 'src/features/job-requests/pages/job-requests-page.tsx' },
  { label: 'a chat room', module: 'src/app/routes/chat-room-route.tsx' },
  { label: "a client's job and its quotes", module: 'src/app/routes/my-job-route.tsx' },
  { label: 'a job request a tradie opens', module: 'src/app/routes/job-request-route.tsx' },
  { label: 'a quote and its variations', module: 'src/app/routes/quote-route.tsx' },
  { label: 'the quote form', module: 'src/app/routes/quote-form-route.tsx' },
  { label: "a professional's profile", module: 'src/app/routes/professional-route.tsx' },
  { label: 'account settings', module: 'src/app/routes/settings-route.tsx' },
  { label: 'My jobs', module: 'src/features/jobs/pages/my-jobs-page.tsx' },
  { label: 'notifications', module: 'src/features/notifications/pages/notifications-page.tsx' },
  { label: 'job history', module: 'src/features/job-requests/pages/job-history-page.tsx' },
  { label: "the console's People", module: 'src/features/console/pages/people-page.tsx' },
  { label: 'a person in the console', module: 'src/features/console/pages/person-page.tsx' },
  { label: "the console's numbers", module: 'src/features/console/pages/numbers-page.tsx' },
  { label: 'posting a job', module: 'src/features/jobs/pages/post-job-page.tsx' },
  { label: 'editing a job', module: 'src/features/jobs/pages/edit-job-page.tsx' },
  { label: 'the sign-up form', module: 'src/features/auth/pages/signup-form-page.tsx' },
  { label: 'verifying an email', module: 'src/features/auth/pages/verify-page.tsx' },
  { label: 'resetting a password', module: 'src/features/auth/pages/forgot-password-page.tsx' },
  { label: 'your profile', module: 'src/features/account/pages/user-profile-page.tsx' },
  { label: 'your subscription', module: 'src/features/account/pages/user-subscription-page.tsx' },
  { label: "a plan's test checkout", module: 'src/features/payments/pages/test-checkout-page.tsx' },
  {
    label: "a job payment's test checkout",
    module: 'src/features/job-payments/pages/job-checkout-page.tsx',
  },
  {
    label: 'writing to a client',
    module: 'src/features/job-requests/pages/contact-client-page.tsx',
  },
  { label: 'a support ticket', module: 'src/features/tickets/pages/my-ticket-page.tsx' },
  {
    label: 'the support ticket form',
    module: 'src/features/tickets/components/create-ticket-modal.tsx',
  },
  { label: "an apprentice's logbook", module: 'src/features/logbook/pages/logbook-page.tsx' },
  { label: 'logging a week', module: 'src/features/logbook/pages/log-week-page.tsx' },
  { label: 'a logbook entry', module: 'src/features/logbook/pages/entry-page.tsx' },
  { label: "reviewing apprentices' entries", module: 'src/features/logbook/pages/review-page.tsx' },
  {
    label: "the console's article editor",
    module: 'src/features/console/pages/article-editor-page.tsx',
  },
  { label: 'a dispute in the console', module: 'src/features/console/pages/dispute-page.tsx' },
  { label: 'a staff invitation', module: 'src/features/console/pages/invitation-page.tsx' },
  {
    label: "the console's logbook units",
    module: 'src/features/console/pages/logbook-units-page.tsx',
  },
  {
    label: 'a newsletter issue in the console',
    module: 'src/features/console/pages/newsletter-issue-page.tsx',
  },
  {
    label: "a service's questions in the console",
    module: 'src/features/console/pages/service-questions-page.tsx',
  },
  { label: "the console's services", module: 'src/features/console/pages/services-page.tsx' },
  { label: 'staff sign-in', module: 'src/features/console/pages/sign-in-page.tsx' },
  { label: "the console's staff", module: 'src/features/console/pages/staff-page.tsx' },
  {
    label: 'a support ticket in the console',
    module: 'src/features/console/pages/support-ticket-page.tsx',
  },
];

const ZOD_SOURCE = /node_modules\/zod\//;

/**
 * For each page, whether any chunk it imports statically (what the browser fetches and runs to
 * show it) holds zod, read from the chunks' source maps.
 */
export function measureSchemaFreePages(webDist) {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
  const holdsZod = new Map();
  const chunkHoldsZod = (key) => {
    if (!holdsZod.has(key)) {
      const map = join(webDist, `${manifest[key].file}.map`);
      const sources = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
      holdsZod.set(
        key,
        sources.some((source) => ZOD_SOURCE.test(source)),
      );
    }
    return holdsZod.get(key);
  };
  return SCHEMA_FREE_PAGES.map(({ label, module }) => {
    if (!manifest[module]) return { label, found: false, zodChunks: [] };
    const reached = new Set();
    const visit = (key) => {
      if (reached.has(key)) return;
      reached.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    visit(module);
    return {
      label,
      found: true,
      zodChunks: [...reached].filter(chunkHoldsZod).map((key) => manifest[key].file),
    };
  });
}

/** Prints one row for the pages; true when every one is found and loads no zod. */
export function reportSchemaFreePages(rows) {
  const failing = rows.filter((row) => !row.found || row.zodChunks.length > 0);
  for (const row of failing) {
    console.log(
      row.found
        ? `  loads zod: ${row.label} (${row.zodChunks.join(', ')})`
        : `  not in the build's manifest: ${row.label}`,
    );
  }
  const ok = failing.length === 0;
  console.log(
    `| pages that load no zod (${rows.map((row) => row.label).join(', ')}) | ${rows.length - failing.length} of ${rows.length} | all ${ok ? '✓' : '✗'} |`,
  );
  return ok;
}
