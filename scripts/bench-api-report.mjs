// The API part's report: the reads' table (req/s, share of hello-world, p99, statements per request
// and sequential scans), the database path's beside the bare route, the pages never kept in memory,
// then the new-job fan-out's; each says whether its budgets hold.
import {
  CONNECTIONS,
  DATABASE_PATH_ROUNDS,
  DURATION_SECONDS,
  MAX_QUERIES_PER_REQUEST,
  MIN_SHARE_OF_BARE_ROUTE,
  MIN_SHARE_OF_HELLO,
  MIN_UNCACHED_SHARE_OF_HELLO,
  P99_BUDGET_MS,
} from './bench-api-settings.mjs';
import { reportFanout } from './bench-fanout.mjs';

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
