/**
 * The bare floor process of `npm run bench` (docs/performance.md#goals, decision 205): plain Fastify, jose
 * and pg with nothing of the app — no hooks, plugins, schemas or logging. GET /bench/bare verifies the
 * HS256 session token (BENCH_JWT_SECRET) and reads one user by primary key, as the in-app floor does.
 * Reads BENCH_BARE_DATABASE_URL; listens on 127.0.0.1 on a free port and writes `{"port":N}` on one
 * stdout line once it listens. Started by bench/run.ts as its own process; ends on SIGTERM.
 */
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

const secret = new TextEncoder().encode(process.env.BENCH_JWT_SECRET ?? '');
// The app's pool size (src/server/db/client.ts).
const pool = new pg.Pool({ connectionString: process.env.BENCH_BARE_DATABASE_URL, max: 10 });
pool.on('error', () => {});
const app = Fastify({ logger: false });

app.get('/bench/bare', async (req, reply) => {
  let userId;
  try {
    const auth = req.headers.authorization ?? '';
    const { payload } = await jwtVerify(auth.slice(7), secret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat'],
    });
    userId = payload.user_id;
  } catch {
    return reply.code(401).send({ success: false });
  }
  const { rows } = await pool.query({
    name: 'bare_user',
    text: 'select id, role from users where id = $1 limit 1',
    values: [userId],
  });
  return { success: true, role: rows[0]?.role ?? null };
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
