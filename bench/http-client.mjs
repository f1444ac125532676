// Load client of `npm run bench`, run in a worker thread so that the app under test keeps the main
// thread's event loop to itself. Sends GET requests over keep-alive HTTP/1.1 with `concurrency`
// requests in flight, until `count` requests are done or `maxMs` has passed (both bounds always hold).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, requests, count, concurrency, maxMs, warmup } = workerData;
const target = new URL(baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** One request; resolves with its latency in ms, status (0 on a network error) and body size. */
function once(req) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const r = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.path,
        method: 'GET',
        headers: req.headers,
        agent,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode ?? 0, bytes }));
      },
    );
    r.setTimeout(30_000, () => r.destroy(new Error('timeout')));
    r.on('error', () => resolve({ ms: performance.now() - t0, status: 0, bytes: 0 }));
    r.end();
  });
}

async function run(n, capMs) {
  let next = 0;
  const latencies = [];
  const statuses = {};
  let bytes = 0;
  const start = performance.now();
  const lane = async () => {
    while (next < n && performance.now() - start < capMs) {
      const i = next++;
      const res = await once(requests[i % requests.length]);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status === 200) {
        latencies.push(res.ms);
        bytes += res.bytes;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { latencies, statuses, bytes, wallMs: performance.now() - start, sent: next };
}

const warm = await run(warmup, maxMs);
const result = await run(count, maxMs);
agent.destroy();
parentPort.postMessage({ ...result, warmupSent: warm.sent });
