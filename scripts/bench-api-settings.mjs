// The API bench's settings and budgets: the seeded accounts' password, how long and with how many
// connections autocannon loads each endpoint, and what each measure must reach. The reads, the
// database path, the embedded database and the new-job fan-out share them.
export const BENCH_PASSWORD = 'bench-password';
export const DURATION_SECONDS = 10;
export const CONNECTIONS = 10;
/** A list endpoint must reach this share of hello-world's requests per second. */
export const MIN_SHARE_OF_HELLO = 0.25;
export const MAX_QUERIES_PER_REQUEST = 2;
/** With no page in memory: the share of a bare route sending the same statements, and of hello-world. */
export const MIN_SHARE_OF_BARE_ROUTE = 0.7;
export const MIN_UNCACHED_SHARE_OF_HELLO = 0.15;
/** Turns the bare route and the API take at each database-path endpoint. */
export const DATABASE_PATH_ROUNDS = 4;
/** How long each side of the database path answers unmeasured before its rounds. */
export const WARM_UP_SECONDS = 1;
export const P99_BUDGET_MS = 50;
export const FIXED_RATE = 200;
