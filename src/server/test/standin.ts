import { createServer, type IncomingMessage, type Server } from 'node:http';

/** What a stand-in answers a request: an HTTP status and a JSON body; undefined never answers. */
export type StandInAnswer = [status: number, body: unknown] | undefined;

/**
 * The HTTP server under the tests' stand-ins of outside services (docs/payments.md#gateways: no test reaches
 * the internet; decisions 105 and 187): listens on a free port of 127.0.0.1, reads each request's body and
 * calls `answer(req, raw, mode)` with it and the current mode, sending what it returns as JSON. Modes
 * `up` (the start), `down` (the port closed: connections refused) and `hang` (requests held open, ended when
 * the mode changes) are the stand-in's own; every other mode is for `answer` to read. Resolves with the base
 * URL (no trailing slash), `setMode` and `close`.
 */
export async function startStandIn<Mode extends string>(
  answer: (req: IncomingMessage, raw: string, mode: Mode | 'up') => StandInAnswer,
) {
  let mode: Mode | 'up' = 'up';
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const answered = answer(req, raw, mode);
      if (!answered) return; // never answers; closeAllConnections ends it
      res.writeHead(answered[0], { 'content-type': 'application/json' });
      res.end(JSON.stringify(answered[1]));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Switches how the stand-in behaves; `down` closes the port, `up` listens again. */
    async setMode(next: Mode | 'up'): Promise<void> {
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
