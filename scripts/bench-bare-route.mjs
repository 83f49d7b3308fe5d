// The bench's yardstick for the database path: a bare Fastify server whose routes each run the
// statements one API request sends (captured by the bench's query audit: the session lookup and
// the page's own), in the same order, through `pg` as named prepared statements on a pool of the
// API's size, and answer the last statement's rows as JSON. No ORM, no validation, no hooks: what
// the API's answer would cost if only the database work and the socket remained.
//   BARE_ROUTES='[{"path":"/feed","statements":[{"query":"…","params":[…]}]}]' \
//   DATABASE_URL=… PORT=… node scripts/bench-bare-route.mjs
import Fastify from 'fastify';
import pg from 'pg';

const routes = JSON.parse(process.env.BARE_ROUTES ?? '[]');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

routes.forEach((route, routeIndex) => {
  const statements = route.statements.map((statement, index) => ({
    name: `bare_${routeIndex}_${index}`,
    text: statement.query,
    values: statement.params,
  }));
  app.get(route.path, async (_request, reply) => {
    let rows = [];
    for (const statement of statements) rows = (await pool.query(statement)).rows;
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ responseCode: 200, message: 'OK', data: rows }));
  });
});

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stderr.write('listening\n');
