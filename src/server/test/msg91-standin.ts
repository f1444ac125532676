import { createServer, type Server } from 'node:http';

/**
 * How the stand-in behaves (decision 187): `up` accepts like MSG91; `down` refuses connections; `hang`
 * never answers; `http_502` / `http_503` answer those statuses; `error_200` answers HTTP 200 with
 * `{ type: 'error' }`, as MSG91 does for a template it does not know.
 */
export type Msg91Mode = 'up' | 'down' | 'hang' | 'http_502' | 'http_503' | 'error_200';

/**
 * A local stand-in of MSG91's Flow API for tests (no test reaches the internet): POST /api/v5/flow with
 * the `authkey` header checked. Records every request; `setMode` makes it fail as the real one can.
 */
export async function startMsg91StandIn(authKey: string) {
  const requests: { url: string; authkey: string | undefined; body: Record<string, unknown> }[] = [];
  let mode: Msg91Mode = 'up';
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const authkey = req.headers.authkey as string | undefined;
      requests.push({ url: req.url ?? '', authkey, body: raw ? JSON.parse(raw) : {} });
      if (mode === 'hang') return;
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (mode === 'http_502') return send(502, { type: 'error', message: 'Bad gateway' });
      if (mode === 'http_503') return send(503, { type: 'error', message: 'Service unavailable' });
      if (mode === 'error_200') return send(200, { type: 'error', message: 'Template not approved' });
      if (authkey !== authKey) return send(401, { type: 'error', message: 'Authentication failure' });
      if (req.method !== 'POST' || req.url !== '/api/v5/flow')
        return send(404, { type: 'error', message: 'no' });
      send(200, { type: 'success', message: '3763646c3058373530393235' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Switches how the stand-in behaves (see Msg91Mode); `down` closes the port, `up` listens again. */
    async setMode(next: Msg91Mode): Promise<void> {
      if (next === mode) return;
      if (mode === 'down') await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
      if (next === 'down') {
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
      }
      if (mode === 'hang') server.closeAllConnections();
      mode = next;
    },
    close: () =>
      new Promise<void>((r) => {
        if (mode === 'down') return r();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
