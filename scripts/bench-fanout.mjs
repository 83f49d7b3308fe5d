// The new-job fan-out of `npm run bench` (alone with `--fanout-only`): `POST /api/job` with 2,000
// matching professionals beside the same with none, the time until the last alert of a job is
// queued, and until its alert mails have reached an SMTP server.
import { SMTPServer } from 'smtp-server';
import {
  FIXED_RATE,
  MAX_QUERIES_PER_REQUEST,
  MIN_SHARE_OF_HELLO,
  P99_BUDGET_MS,
} from './bench-api-settings.mjs';
import { run, serverEnv, signIn, startProcess, stop, waitFor } from './bench-process.mjs';
import { withClient } from './bench-seed.mjs';

/** The fan-out measure: professionals matching one service, and the jobs posted at a fixed rate. */
const FANOUT_PROFESSIONALS = 2_000;
const FANOUT_POSTS = 40;
const FANOUT_RATE = 2;
/** Budgets (decision 076): one job's alerts queued, and the run's last alerts after its last post. */
const ONE_JOB_BUDGET_MS = 1_000;
const RUN_DRAIN_BUDGET_MS = 15_000;
/** The professionals mailed at once: the four in five on the Professional plan. */
const INSTANT_MAILS = FANOUT_PROFESSIONALS - FANOUT_PROFESSIONALS / 5;

/**
 * An SMTP server on loopback that accepts every mail and counts them: the server's side of the
 * sender's pooled connections, on this machine like the rest of the bench.
 */
async function startMailSink() {
  const sink = { accepted: 0, waiters: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        sink.accepted += 1;
        for (const waiter of sink.waiters.filter((w) => sink.accepted >= w.count)) {
          sink.waiters.splice(sink.waiters.indexOf(waiter), 1);
          waiter.resolve(performance.now());
        }
        callback();
      });
    },
  });
  // A connection the stopped server leaves behind ends with a reset: not the bench's failure.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    get accepted() {
      return sink.accepted;
    },
    /** Resolves with the moment the server has accepted `count` mails since it started. */
    until: (count) =>
      new Promise((resolve, reject) => {
        if (sink.accepted >= count) return resolve(performance.now());
        const timer = setTimeout(
          () => reject(new Error(`Only ${sink.accepted} of ${count} mails arrived in 5 minutes`)),
          5 * 60_000,
        );
        sink.waiters.push({
          count,
          resolve: (at) => {
            clearTimeout(timer);
            resolve(at);
          },
        });
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
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
export async function benchFanout(url, root, server, port) {
  const ids = await seedFanout(url);
  const base = `http://127.0.0.1:${port}`;
  const mailSink = await startMailSink();
  const child = startProcess(
    process.execPath,
    [server],
    { ...serverEnv(url, port, 'warn'), SMTP_URL: mailSink.url },
    root,
  );
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
      const mailsBefore = mailSink.accepted;
      await postOne(ids.fanoutServiceId);
      const aloneFrom = performance.now();
      const aloneMs = Math.round((await allDone()) - aloneFrom);
      // Its alert mails, through the sender's pooled connections, before the run begins.
      const mailsMs = Math.round((await mailSink.until(mailsBefore + INSTANT_MAILS)) - aloneFrom);
      // Then the run: the fan-outs of earlier posts work while later ones are posted.
      const busy = await post(ids.fanoutServiceId);
      const runEnded = performance.now();
      const drainMs = Math.round((await allDone()) - runEnded);
      const { rows } = await client.query(
        `select min(f.alerted)::int as alerted, count(*)::int as jobs
           from job_alert_fanouts f join jobs j on j.id = f.job_id where j.service_id = $1`,
        [ids.fanoutServiceId],
      );
      return {
        quiet,
        busy,
        aloneMs,
        mailsMs,
        drainMs,
        alerted: rows[0].alerted,
        jobs: rows[0].jobs,
      };
    });
  } finally {
    await stop(child);
    await mailSink.close();
  }
}

export function reportFanout(fanout) {
  let ok = true;
  const fanoutErrors =
    fanout.quiet.non2xx + fanout.quiet.errors + fanout.busy.non2xx + fanout.busy.errors;
  const p99Unchanged =
    fanout.busy.latency.p99 <= Math.max(2 * fanout.quiet.latency.p99, P99_BUDGET_MS);
  const allAlerted = fanout.alerted === FANOUT_PROFESSIONALS && fanout.jobs === FANOUT_POSTS + 1;
  const aloneOk = fanout.aloneMs <= ONE_JOB_BUDGET_MS;
  const drainOk = fanout.drainMs <= RUN_DRAIN_BUDGET_MS;
  ok &&= fanoutErrors === 0 && p99Unchanged && allAlerted && aloneOk && drainOk;
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
  console.log(
    `| one job alone: its 201 to its last alert queued | ${fanout.aloneMs} ms (≤ ${ONE_JOB_BUDGET_MS} ms ${aloneOk ? '✓' : '✗'}) |`,
  );
  console.log(
    `| one job alone: its 201 to its ${INSTANT_MAILS.toLocaleString('en-AU')} alert mails accepted by an SMTP server on this machine | ${fanout.mailsMs} ms (${Math.round((INSTANT_MAILS * 1000) / fanout.mailsMs)} mails/s) |`,
  );
  console.log(
    `| the run: last 201 to the last alert of all ${FANOUT_POSTS} jobs queued | ${fanout.drainMs} ms (≤ ${RUN_DRAIN_BUDGET_MS.toLocaleString('en-AU')} ms ${drainOk ? '✓' : '✗'}) |`,
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
