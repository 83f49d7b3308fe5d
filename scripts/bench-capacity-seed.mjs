// The people of the capacity scenario (scripts/bench-capacity.mjs): the bench's volume (10,000
// users each with a live session, 100,000 jobs, the conversations behind their contacts) seeded
// into a PostgreSQL database of its own, since the scenario writes into it, and, from it, the
// signed-in users the load generator plays: each with a session token, put in one action class
// (browsing, chatting, posting and quoting, reading notifications) and given what its actions need
// so that every write is one the app accepts.
import { migrateByFirstStart, sessionSigner } from './bench-process.mjs';
import { recreateDatabase, seedVolume, withClient } from './bench-seed.mjs';

/**
 * Users come in blocks of ten, so that any multiple of ten holds the shares: six browsing
 * (four tradies on the Professional plan, a free tradie and an apprentice), a chatting pair (a
 * tradie and the client of one of their conversations), one posting or contacting and quoting (a
 * client and a tradie in turns) and one reading notifications (a tradie and a client in turns).
 */
const BLOCK = [
  ['browse', 'tradie'],
  ['browse', 'tradie'],
  ['browse', 'tradie'],
  ['browse', 'tradie'],
  ['browse', 'freeTradie'],
  ['browse', 'apprentice'],
  ['chat', 'tradie'],
  ['chat', 'client'],
  ['write', null],
  ['notify', null],
];
/** Open jobs each contacting tradie may write to the client about, one after another. */
const JOBS_PER_CONTACTER = 80;

/**
 * The capacity database (`<BENCH_DATABASE_NAME or trademate_bench>_capacity`): made afresh,
 * migrated by a first start of the built server and seeded with the bench's volume; or, with
 * `reuse`, kept from an earlier run with its sessions made live again.
 */
export async function prepareCapacityDatabase({ adminUrl, root, server, port, reuse }) {
  const name = `${process.env.BENCH_DATABASE_NAME ?? 'trademate_bench'}_capacity`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (reuse) {
    const seeded = await withClient(adminUrl, async (client) => {
      const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
      return rows.length > 0;
    });
    if (seeded) {
      console.log(`\nCapacity: reusing the seeded database ${name}`);
      await withClient(url.toString(), (client) =>
        client.query(
          `update sessions set expires_at = now() + interval '23 hours', revoked_at = null
            where user_id in (select id from users where email like 'bench-%')`,
        ),
      );
      return url.toString();
    }
  }
  const fresh = await recreateDatabase(adminUrl, name);
  console.log('\nCapacity: preparing PostgreSQL (migrations, 10,000 users, 100,000 jobs)…');
  await migrateByFirstStart({ root, server, url: fresh, port });
  const started = performance.now();
  await withClient(fresh, (client) => seedVolume(client, root));
  console.log(`  seeded in ${Math.round((performance.now() - started) / 1000)} s`);
  return fresh;
}

/**
 * Pairs for the chatting class: seeded job conversations between a tradie and a client, no person
 * in two of them.
 */
async function chatPairs(client, count) {
  const { rows } = await client.query(
    `with one_each as (
       select distinct on (c.starter_id) c.id, c.starter_id, c.recipient_id
         from conversations c join users u on u.id = c.starter_id
        where c.job_id is not null and u.user_type = 'tradie' and u.email like 'bench-tradie-%'
        order by c.starter_id, c.created_at desc)
     select distinct on (recipient_id) id, starter_id, recipient_id from one_each
      order by recipient_id, starter_id limit $1`,
    [count],
  );
  return rows;
}

/**
 * Open jobs in a tradie's services that they have not written about yet, a different stretch of
 * the newest for each tradie: what `POST /api/jobRequest/:id/contact` then a quote accept.
 */
async function jobsToContact(client, tradieIds) {
  const { rows } = await client.query(
    `select w.id as tradie_id, j.id as job_id
       from unnest($1::uuid[]) as w(id)
       cross join lateral (
         select j.id from jobs j
           join user_services us on us.service_id = j.service_id and us.user_id = w.id
          where j.status = 'open' and j.hidden_at is null
            and not exists (select 1 from job_contacts c where c.job_id = j.id and c.tradie_id = w.id)
          order by j.created_at desc
         offset (abs(hashtext(w.id::text)) % 400) limit $2) j`,
    [tradieIds, JOBS_PER_CONTACTER],
  );
  const byTradie = new Map(tradieIds.map((id) => [id, []]));
  for (const row of rows) byTradie.get(row.tradie_id).push(row.job_id);
  return byTradie;
}

/**
 * The scenario's users in block order (the first n of them are the load at n users), as many as
 * the seeded accounts allow; and the services whose pages are read and jobs posted in.
 */
export async function scenarioUsers(url, root) {
  return withClient(url, async (client) => {
    const { rows: accounts } = await client.query(
      `select distinct on (u.id) u.id, u.email, u.user_type, u.state, u.city, u.postcode, u.suburb,
              s.id as sid,
              array(select service_id from user_services where user_id = u.id) as services
         from users u join sessions s on s.user_id = u.id
        where u.email like 'bench-%' and u.email not like 'bench-fanout-%'
          and u.email not like 'bench-rt-%' and s.expires_at > now() and s.revoked_at is null
        order by u.id, s.created_at`,
    );
    const { rows: services } = await client.query(
      'select id from services where hidden_at is null order by id',
    );
    const byId = new Map(accounts.map((account) => [account.id, account]));
    const pairs = await chatPairs(client, 1_000);
    const paired = new Set(pairs.flatMap((pair) => [pair.starter_id, pair.recipient_id]));
    const pools = { tradie: [], freeTradie: [], apprentice: [], client: [] };
    for (const account of accounts) {
      if (!paired.has(account.id)) pools[account.user_type]?.push(account);
    }
    const users = [];
    const take = (type) => pools[type].shift();
    for (let block = 0; ; block += 1) {
      const pair = pairs[block];
      const chosen = [];
      for (const [cls, fixedType] of BLOCK) {
        let account;
        if (cls === 'chat') {
          account = pair && byId.get(fixedType === 'tradie' ? pair.starter_id : pair.recipient_id);
        } else if (cls === 'write') {
          account = take(block % 2 === 0 ? 'client' : 'tradie');
        } else if (cls === 'notify') {
          account = take(block % 2 === 0 ? 'tradie' : 'client');
        } else {
          account = take(fixedType);
        }
        if (!account) break;
        chosen.push({ cls, account, conversationId: cls === 'chat' ? pair.id : undefined });
      }
      if (chosen.length < BLOCK.length) break;
      users.push(...chosen);
    }
    const contacters = users
      .filter((user) => user.cls === 'write' && user.account.user_type === 'tradie')
      .map((user) => user.account.id);
    const jobs = await jobsToContact(client, contacters);
    const sign = await sessionSigner(root);
    for (const { account } of users)
      account.token = await sign({ ...account, userType: account.user_type });
    return {
      services: services.map((row) => row.id),
      users: users.map(({ cls, account, conversationId }) => ({
        id: account.id,
        token: account.token,
        cls,
        type: account.user_type,
        services: account.services,
        address: {
          state: account.state,
          city: account.city,
          postcode: account.postcode,
          suburb: account.suburb,
        },
        conversationId,
        jobs: jobs.get(account.id),
      })),
    };
  });
}
