/**
 * The client side of `npm run bench:realtime` (bench/realtime.ts, docs/performance.md#real-time-conversations):
 * a separate process, so the server's event loop is measured alone. Reads a plan (JSON file named by argv[2]):
 * `{ base, tabs, rate, seconds, pairs: [{ conversation, sender: token, receiver: token }] }`. Opens `tabs`
 * event streams per member (plain HTTP/1.1 sockets, one per tab), then sends `rate` messages a second for
 * `seconds`, spread over the pairs, and times each message from the start of its POST to its arrival at the
 * receiver's first tab. Prints one JSON line: streams opened, messages sent/failed, delivery latencies (ms)
 * at p50/p95/p99/max, and events received in all tabs.
 */

import { readFileSync } from 'node:fs';
import http from 'node:http';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const base = new URL(plan.base);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Opens one event stream for `token`; `onMessage(id)` is called for each `message` event. */
function openStream(token, onMessage) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: '/api/user/conversations/events',
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buf = '';
        let opened = false;
        res.on('data', (chunk) => {
          buf += chunk;
          let end = buf.indexOf('\n\n');
          while (end >= 0) {
            const frame = buf.slice(0, end);
            buf = buf.slice(end + 2);
            if (frame.includes('event: ready') && !opened) {
              opened = true;
              resolve(req);
            }
            const id = /^id: (\d+)$/m.exec(frame);
            if (id && frame.includes('event: message')) onMessage(Number(id[1]));
            end = buf.indexOf('\n\n');
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** POSTs one message; resolves with the message id (or null on failure). */
function send(token, conversation, text) {
  return new Promise((resolve) => {
    const body = JSON.stringify({ message: text });
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: `/api/user/conversations/${conversation}/messages`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        agent,
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          data += c;
        });
        res.on('end', () => {
          if (res.statusCode !== 200) return resolve(null);
          try {
            resolve(Number(JSON.parse(data).sent.id));
          } catch {
            resolve(null);
          }
        });
      },
    );
    req.on('error', () => resolve(null));
    req.end(body);
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

async function main() {
  const arrived = new Map(); // message id → arrival time at the receiver's first tab
  let events = 0;
  const streams = [];
  const members = [];
  for (const p of plan.pairs) members.push({ token: p.sender }, { token: p.receiver, first: true });
  const openStart = performance.now();
  // Open the tabs in waves of 200, as browsers reconnecting after a deploy would.
  const jobs = [];
  for (const m of members)
    for (let tab = 0; tab < plan.tabs; tab++)
      jobs.push(() =>
        openStream(m.token, (id) => {
          events++;
          if (m.first && tab === 0 && !arrived.has(id)) arrived.set(id, performance.now());
        }),
      );
  for (let i = 0; i < jobs.length; i += 200) {
    streams.push(...(await Promise.all(jobs.slice(i, i + 200).map((j) => j()))));
  }
  const openMs = performance.now() - openStart;
  process.stderr.write(`opened ${streams.length} streams in ${(openMs / 1000).toFixed(1)} s\n`);

  const started = new Map(); // message id → time its POST started
  let failed = 0;
  const sends = [];
  const total = plan.rate * plan.seconds;
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / plan.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const pair = plan.pairs[i % plan.pairs.length];
    const at = performance.now();
    sends.push(
      send(pair.sender, pair.conversation, `Bench message ${i}`).then((id) => {
        if (id === null) failed++;
        else started.set(id, at);
      }),
    );
  }
  await Promise.all(sends);
  // Give the last events a moment to arrive (bounded), then measure.
  const deadline = performance.now() + 5000;
  while (performance.now() < deadline && [...started.keys()].some((id) => !arrived.has(id)))
    await new Promise((r) => setTimeout(r, 50));
  const latencies = [...started.entries()]
    .filter(([id]) => arrived.has(id))
    .map(([id, at]) => arrived.get(id) - at)
    .sort((a, b) => a - b);
  const lost = [...started.keys()].filter((id) => !arrived.has(id)).length;
  for (const s of streams) s.destroy();
  agent.destroy();
  console.log(
    JSON.stringify({
      streams: streams.length,
      openSeconds: Number((openMs / 1000).toFixed(1)),
      sent: started.size,
      failed,
      lost,
      events,
      sendSeconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
      p50: Number(percentile(latencies, 50).toFixed(1)),
      p95: Number(percentile(latencies, 95).toFixed(1)),
      p99: Number(percentile(latencies, 99).toFixed(1)),
      max: Number((latencies.at(-1) ?? 0).toFixed(1)),
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
