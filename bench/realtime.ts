/**
 * `npm run bench:realtime [-- --pairs 100 --tabs 25 --rate 100 --seconds 30]`
 * (docs/performance.md#real-time-conversations, docs/conversations.md#real-time): one app process (this one, on a
 * fresh PostgreSQL database cloned from TEST_DATABASE_URL's template, default postgres://postgres@127.0.0.1:5432/postgres)
 * holds `pairs` × 2 members × `tabs` open event streams (default 5,000) while a separate client process
 * (bench/realtime-client.mjs) sends `rate` messages a second for `seconds` between the pairs (each pair has an
 * accepted interest and a conversation; at most 60 messages an hour per sender, so rate × seconds / pairs stays
 * under it). Prints the client's figures (streams, messages sent, failed, lost, delivery p50/p95/p99/max in ms
 * from the start of the POST to the receiver's first tab) and this process's memory (RSS and heap, MB) before
 * the streams, once they are open, and every 5 s while messages flow, so a reader sees whether it stays flat.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

type Args = { pairs: number; tabs: number; rate: number; seconds: number };

function parseArgs(argv: string[]): Args {
  const a: Args = { pairs: 100, tabs: 25, rate: 100, seconds: 30 };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, '') as keyof Args;
    const value = Number(argv[i + 1]);
    if (!(key in a) || !Number.isFinite(value) || value <= 0) throw new Error(`bad argument ${argv[i]}`);
    a[key] = value;
  }
  if ((a.rate * a.seconds) / a.pairs > 60)
    throw new Error('rate × seconds / pairs must stay within 60 messages an hour per sender');
  return a;
}

const mb = (n: number) => Math.round(n / 1048576);
const memory = () => {
  const m = process.memoryUsage();
  return { rssMb: mb(m.rss), heapMb: mb(m.heapUsed) };
};

async function main() {
  const a = parseArgs(process.argv.slice(2));
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  // After TEST_DB is set: the test app reads it when loaded.
  const { createTestApp } = await import('../src/server/test/app');
  const { makeUser } = await import('../src/server/test/factories');
  const { interests } = await import('../src/server/db/schema');
  const t = await createTestApp({
    RATE_LIMIT_PER_ADDRESS: '10000000',
    RATE_LIMIT_PER_ACCOUNT: '10000000',
  });
  // The test app keeps every statement's text for tests: not here.
  const forget = setInterval(() => {
    t.sqlLog.length = 0;
  }, 1000);
  try {
    console.log(`Preparing ${a.pairs} pairs with an accepted interest and a conversation…`);
    const pairs: { conversation: string; sender: string; receiver: string }[] = [];
    for (let i = 0; i < a.pairs; i++) {
      const groom = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
      const bride = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'Bride' });
      await t.ctx.db
        .insert(interests)
        .values({ senderId: groom.id, receiverId: bride.id, status: 'accepted', respondedAt: new Date() });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/conversations',
        headers: { authorization: `Bearer ${groom.token}` },
        payload: { registration_no: bride.registrationNo },
      });
      if (res.statusCode !== 200) throw new Error(`open conversation: ${res.statusCode} ${res.body}`);
      pairs.push({ conversation: res.json().conversation.id, sender: groom.token, receiver: bride.token });
    }
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-realtime-'));
    const planFile = path.join(dir, 'plan.json');
    writeFileSync(planFile, JSON.stringify({ base, tabs: a.tabs, rate: a.rate, seconds: a.seconds, pairs }));

    global.gc?.();
    const before = memory();
    console.log(`Memory before the streams: ${JSON.stringify(before)}`);
    const samples: { at: string; rssMb: number; heapMb: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      samples.push({
        at: `${Math.round((Date.now() - started) / 1000)} s`,
        ...memory(),
      });
    }, 5000);
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(here, 'realtime-client.mjs'), planFile], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      child.stdout.on('data', (d) => {
        text += d;
      });
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`client exited ${code}`))));
    });
    clearInterval(sampler);
    const figures = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
    console.log(
      `\nload average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`client: ${JSON.stringify(figures)}`);
    console.log('memory of the app process while the streams were open:');
    for (const s of samples) console.log(`  ${s.at.padStart(6)}  rss ${s.rssMb} MB  heap ${s.heapMb} MB`);
  } finally {
    clearInterval(forget);
    await t.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
