import { startStandIn } from './standin';

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
  const standIn = await startStandIn<Msg91Mode>((req, raw, mode) => {
    const authkey = req.headers.authkey as string | undefined;
    requests.push({ url: req.url ?? '', authkey, body: raw ? JSON.parse(raw) : {} });
    if (mode === 'hang') return undefined;
    if (mode === 'http_502') return [502, { type: 'error', message: 'Bad gateway' }];
    if (mode === 'http_503') return [503, { type: 'error', message: 'Service unavailable' }];
    if (mode === 'error_200') return [200, { type: 'error', message: 'Template not approved' }];
    if (authkey !== authKey) return [401, { type: 'error', message: 'Authentication failure' }];
    if (req.method !== 'POST' || req.url !== '/api/v5/flow') return [404, { type: 'error', message: 'no' }];
    return [200, { type: 'success', message: '3763646c3058373530393235' }];
  });
  return { ...standIn, requests };
}
