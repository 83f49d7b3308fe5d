// What the INP bench (bench-inp.mjs) adds to the demo data, the accounts it signs in as, and the
// interactions it measures. Added: three more quotes on Olivia's fans job (five in all, through
// the API), 200 messages in Mick and Olivia's chat about it (written into the stopped server's
// data folder, as bench-embedded.mjs seeds its volume: the chat route takes 30 messages a minute
// from an account, so 200 through it would take minutes) and an admin for the console
// (`admin-create.js`, as `npm run admin:create` makes the first one).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { request } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_TRADIE } from './bench-pages.mjs';

/** The demo client whose fans job has the quotes. */
export const DEMO_CLIENT = {
  email: 'olivia.bennett@demo.trademate.com.au',
  password: DEMO_TRADIE.password,
};
const FANS_JOB = 'Fans with lights in the bedrooms';
/** Professionals who add electrician to their services and quote on the fans job too. */
const MORE_QUOTERS = ['priya.sharma', 'tom.obrien', 'hannah.moore'];
const CHAT_MESSAGES = 200;
const ADMIN = {
  email: 'bench.admin@trademate.com.au',
  name: 'Bench Admin',
  password: 'bench inp admin password',
};

/** An API client signed in as `credentials` (its cookies carry the session). */
async function signedInApi(baseUrl, credentials) {
  const api = await request.newContext({ baseURL: baseUrl });
  const login = await api.post('/api/user/login', { data: credentials });
  if (!login.ok()) throw new Error(`Signing in as ${credentials.email} failed: ${login.status()}`);
  return api;
}

/** The `data` of an API answer; throws naming `what` when the answer is not a success. */
async function dataOf(response, what) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()).data;
}

/** A day `days` from today (YYYY-MM-DD), as a quote's dates are written. */
const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A two-line quote on the fans job, priced a little differently for each professional. */
function fansQuote(index) {
  return {
    items: [
      {
        description: 'Fit three fans with lights',
        kind: 'labour',
        quantityHundredths: 300 + index * 50,
        unit: 'hour',
        unitPriceCents: 8_000 + index * 1_000,
      },
      {
        description: 'Fan mounting brackets',
        kind: 'materials',
        quantityHundredths: 300,
        unit: 'each',
        unitPriceCents: 3_500,
      },
    ],
    validUntil: dayFromToday(30),
    earliestStart: dayFromToday(5 + index),
    deposit: { kind: 'percent', value: 10 },
    terms: 'The rest is due when the fans are running.',
  };
}

/**
 * Three more professionals add electrician to their services, contact Olivia about her fans job
 * and quote on it, so she compares five. Returns the job's id and the id of Mick and Olivia's
 * conversation about it.
 */
export async function seedQuotes(baseUrl) {
  const client = await signedInApi(baseUrl, DEMO_CLIENT);
  const { items: jobs } = await dataOf(await client.get('/api/job/mine?limit=50'), 'Olivia’s jobs');
  const job = jobs.find((item) => item.title === FANS_JOB);
  const { items: chats } = await dataOf(await client.get('/api/chat?limit=50'), 'Olivia’s chats');
  const chat = chats.find(
    (item) => job && item.job?._id === job._id && item.otherUser.firstName === 'Mick',
  );
  const { items: services } = await dataOf(await client.get('/api/service?limit=100'), 'services');
  const electrician = services.find((service) => service.slug === 'electrician');
  await client.dispose();
  if (!job || !chat || !electrician) throw new Error('The demo data has no fans job for Olivia');

  for (const [index, name] of MORE_QUOTERS.entries()) {
    const email = `${name}@demo.trademate.com.au`;
    const pro = await signedInApi(baseUrl, { email, password: DEMO_TRADIE.password });
    const me = await dataOf(await pro.get('/api/user/me'), `${email}: profile`);
    const services = [...me.services.map((service) => service._id), electrician._id];
    await dataOf(
      await pro.patch('/api/user/updateProfile', { data: { services } }),
      `${email}: services`,
    );
    const message = 'Hi Olivia, I can fit the fans next week.';
    await dataOf(
      await pro.post(`/api/jobRequest/${job._id}/contact`, { data: { message } }),
      `${email}: contact`,
    );
    await dataOf(
      await pro.post(`/api/job/${job._id}/quotes`, { data: fansQuote(index) }),
      `${email}: quote`,
    );
    await pro.dispose();
  }
  return { jobId: job._id, conversationId: chat._id };
}

/**
 * 200 messages, taking turns, in the conversation (the newest a minute ago, one a minute before
 * that), read by both. The server must be stopped: it locks the data folder.
 */
export async function seedChatMessages(dataDir, conversationId) {
  const db = new PGlite(join(dataDir, 'db'));
  try {
    await db.waitReady;
    await db.query(
      `insert into messages (conversation_id, sender_id, body, created_at)
         select c.id, case when n % 2 = 0 then c.starter_id else c.recipient_id end,
                'About the fans, message ' || n || ': ' ||
                  (array['Would Thursday morning suit you?', 'Yes, any time after eight works.',
                         'I will bring the brackets and the wall controls.',
                         'Great, the fans are in the garage. Thanks!'])[n % 4 + 1],
                now() - (${CHAT_MESSAGES} - n + 1) * interval '1 minute'
           from conversations c, generate_series(1, ${CHAT_MESSAGES}) n
          where c.id = $1`,
      [conversationId],
    );
    await db.query(
      `update conversations set last_message_at = now() - interval '1 minute',
              last_message_preview = 'Great, the fans are in the garage. Thanks!',
              starter_last_read_at = now(), recipient_last_read_at = now()
        where id = $1`,
      [conversationId],
    );
  } finally {
    await db.close();
  }
}

/**
 * Invites the console's first admin from the command line (the server stopped); returns the
 * invitation's path.
 */
export function inviteAdmin({ root, port, dataDir }) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'apps/api/dist/admin-create.js'), '--email', ADMIN.email, '--name', ADMIN.name],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  const link = result.stdout.match(/https?:\/\/\S+(\/admin\/invitation\/\S+)/);
  if (result.status !== 0 || !link) throw new Error(`admin-create failed: ${result.stderr}`);
  return link[1];
}

/** The cookies of `credentials` signed in through a browser context's own requests. */
export async function customerState(browser, baseUrl, credentials) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const login = await context.request.post(`${baseUrl}/api/user/login`, { data: credentials });
    if (!login.ok())
      throw new Error(`Signing in as ${credentials.email} failed: ${login.status()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * The admin's console session: the invitation accepted in the page (a password, the
 * authenticator's code, the recovery codes saved), as a newcomer does it.
 */
export async function staffState(browser, baseUrl, invitationPath) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto(invitationPath);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirm password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Choose password' }).click();
    const secret = await page
      .getByText(/Cannot scan it/)
      .locator('code')
      .textContent();
    const code = await generate({
      secret: secret.replace(/\s/g, ''),
      epoch: Math.floor(Date.now() / 1000),
    });
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Turn on and sign in' }).click();
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByRole('heading', { name: `Hello, ${ADMIN.name}` }).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Shows all of the chat's messages: "Load earlier messages" pressed until it is gone. Pressed
 * through a dispatched click event, which the page handles like a tap but the browser does not
 * count as an interaction, so only the measured one is in the page's INP.
 */
async function showEveryMessage(page) {
  const items = page.getByRole('log').locator('ol > li');
  const earlier = page.getByRole('button', { name: 'Load earlier messages' });
  await items.first().waitFor();
  while (await earlier.isVisible()) {
    const shown = await items.count();
    await earlier.dispatchEvent('click');
    await items.nth(shown).waitFor();
  }
  if ((await items.count()) < CHAT_MESSAGES) throw new Error('The chat shows too few messages');
}

/**
 * The measured interactions: who is signed in (`as`), the page loaded afresh for each run, what
 * is done before the CPU is slowed (`prepare`: nothing the browser counts as an interaction:
 * focusing, filling, dispatched events), and the interaction itself. A select is changed with the
 * arrow key on it, as a keyboard user does: the choice list a tap opens is the browser's own,
 * outside the page.
 */
export function inpInteractions({ jobId, conversationId }) {
  const composer = (page) => page.getByRole('textbox', { name: 'Message' });
  return [
    {
      label: 'open the account menu',
      as: 'tradie',
      path: '/jobRequests',
      interact: (page) => page.getByRole('button', { name: /^Account menu for / }).click(),
    },
    {
      label: 'job requests feed: change the service filter',
      as: 'tradie',
      path: '/jobRequests',
      prepare: (page) => page.getByLabel('Service').focus(),
      interact: (page) => page.keyboard.press('ArrowDown'),
    },
    {
      label: 'job requests feed: change the distance filter',
      as: 'tradie',
      path: '/jobRequests',
      prepare: (page) => page.getByLabel('Distance').focus(),
      interact: (page) => page.keyboard.press('ArrowDown'),
    },
    {
      label: 'job requests feed: open a job request',
      as: 'tradie',
      path: '/jobRequests',
      prepare: (page) =>
        page.getByRole('link').filter({ hasText: 'View details' }).first().waitFor(),
      interact: (page) =>
        page.getByRole('link').filter({ hasText: 'View details' }).first().click(),
    },
    {
      label: 'notification settings: toggle a setting',
      as: 'tradie',
      path: '/settings/notifications',
      prepare: (page) => page.getByRole('switch').first().waitFor(),
      interact: (page) => page.getByRole('switch').first().click(),
    },
    {
      label: `chat with ${CHAT_MESSAGES} messages: type a letter`,
      as: 'tradie',
      path: `/chats/${conversationId}`,
      prepare: async (page) => {
        await showEveryMessage(page);
        await composer(page).focus();
      },
      interact: (page) => page.keyboard.press('a'),
    },
    {
      label: `chat with ${CHAT_MESSAGES} messages: send a message (Enter)`,
      as: 'tradie',
      path: `/chats/${conversationId}`,
      prepare: async (page) => {
        await showEveryMessage(page);
        await composer(page).fill('See you on Thursday at eight.');
      },
      interact: (page) => page.keyboard.press('Enter'),
    },
    {
      label: 'quotes: compare five (sort by rating)',
      as: 'client',
      path: `/myJobs/${jobId}`,
      prepare: async (page) => {
        await page.getByRole('list', { name: 'Quotes' }).getByRole('listitem').nth(4).waitFor();
        await page.getByLabel('Sort quotes by').focus();
      },
      interact: (page) => page.keyboard.press('ArrowDown'),
    },
    {
      label: 'quotes: accept one (opens its dialog)',
      as: 'client',
      path: `/myJobs/${jobId}`,
      prepare: (page) =>
        page.getByRole('list', { name: 'Quotes' }).getByRole('listitem').nth(4).waitFor(),
      interact: (page) =>
        page.getByRole('button', { name: "Accept Mick Thompson's quote" }).click(),
    },
    {
      label: 'console, People: type into the filter',
      as: 'staff',
      path: '/admin/people',
      prepare: (page) => page.getByLabel('Name, email or phone').focus(),
      interact: (page) => page.keyboard.press('o'),
    },
    {
      label: 'console, People: search with a type chosen',
      as: 'staff',
      path: '/admin/people',
      prepare: (page) => page.getByLabel('Type').selectOption('client'),
      interact: (page) => page.getByRole('button', { name: 'Search' }).click(),
    },
    {
      label: 'console: open the numbers page',
      as: 'staff',
      path: '/admin',
      interact: (page) =>
        page
          .getByRole('navigation', { name: 'Console' })
          .getByRole('link', { name: 'Numbers' })
          .click(),
    },
  ];
}
