import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * How the stand-in push service behaves (decision 201): `up` accepts (201 Created, as FCM and Mozilla's
 * autopush do); `gone` answers 410 (the subscription expired); `hang` never answers; `http_500` fails.
 */
export type PushMode = 'up' | 'gone' | 'hang' | 'http_500';

/** One request the stand-in received: the path, the headers and the (encrypted) body. */
export type PushRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * A local stand-in of a Web Push service for tests (no test reaches the internet): an HTTPS server on
 * 127.0.0.1 with a certificate made for it (openssl), whose PEM `caFile` the app trusts through
 * PUSH_CA_FILE. Records every request; `mode` makes it fail as real services can.
 */
export async function startPushStandIn() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cm-push-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
    ].concat([
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  );
  const requests: PushRequest[] = [];
  const state = { mode: 'up' as PushMode };
  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      if (state.mode === 'hang') return;
      res.writeHead(state.mode === 'gone' ? 410 : state.mode === 'http_500' ? 500 : 201);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `https://127.0.0.1:${port}`,
    caFile: cert,
    requests,
    state,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          r();
        });
      }),
  };
}

/**
 * A browser's push subscription for tests (decision 201): its P-256 key pair and auth secret, as
 * PushManager makes them; `body` is what POST /api/user/push/subscriptions takes.
 */
export function pushDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    body: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}
export type PushDevice = ReturnType<typeof pushDevice>;

/**
 * Decrypts a push message body as the browser does (RFC 8188 aes128gcm, keys from RFC 8291): the header
 * carries the salt and the sender's public key. Output: the parsed JSON payload. Throws when the body was
 * not encrypted for `d` or its padding is not a last record's.
 */
export function decryptPush(d: PushDevice, body: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const idLen = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLen);
  const data = body.subarray(21 + idLen);
  const shared = d.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), d.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, d.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('not the last record: padding delimiter missing');
  return JSON.parse(plain.subarray(0, end).toString('utf8'));
}
