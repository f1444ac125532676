import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB } from './test/app';
import { appPerFile } from './test/setup';

/**
 * Decision 206: a process asked to stop serves every request that already reached it (no 503), so a rolling
 * restart behind a load balancer loses no request, a POST included (the balancer never sends it twice).
 */
describe(`a stopping process serves what reached it (${TEST_DB}, decision 206)`, () => {
  const s = appPerFile(createTestApp);

  it('a request on an open connection that arrives while the server closes is answered (200), not 503', async () => {
    await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.t.app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (d) => {
      raw += d;
    });
    const ended = new Promise<void>((r) => socket.on('close', () => r()));
    await new Promise<void>((r) => socket.on('connect', () => r()));
    // The first request reaches the server (headers, half its body): the connection is busy.
    const body = JSON.stringify({ username: 'nobody@example.com', password: 'not-the-password-1' });
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    // The server starts closing; then the rest of the first body and a second request arrive on that connection.
    const closed = s.t.app.close();
    socket.write(`${body.slice(10)}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`);
    await ended;
    await closed;
    const statuses = [...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    expect(statuses).toHaveLength(2);
    expect(statuses[0]).toBe(401);
    expect(statuses[1]).toBe(200);
  });
});
