import { clearToken, getToken } from '../auth/session';
import i18n, { currentLang } from '../i18n';

/** A fallback text of the `common` catalogue in the shown language (docs/i18n.md). */
const fallback = (key: 'network' | 'signIn' | 'generic') => i18n.t(`apiError.${key}`, { ns: 'common' });

/** An API failure: the server's message, HTTP status and field messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal; form?: FormData };

/**
 * The one fetch client (SPEC §7): JSON, bearer token when stored. On 401 or 403 (once per request) the
 * token is removed and the browser goes to / (SPEC §4). A `success: false` answer throws ApiError.
 */
export async function api<T>(path: string, opts: Options = {}): Promise<T> {
  // English and Kannada (docs/i18n.md): the server answers (messages, field errors) in the language the app shows.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLang() };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(fallback('network'), 0);
  }
  const data = await res.json().catch(() => ({}));
  if ((res.status === 401 || res.status === 403) && token && !path.startsWith('/api/auth/login')) {
    clearToken();
    window.location.replace('/');
    throw new ApiError(data.message ?? fallback('signIn'), res.status);
  }
  if (!res.ok || data.success === false) {
    throw new ApiError(data.message || fallback('generic'), res.status, data.errors ?? {});
  }
  return data as T;
}

/** Generic helpers (SPEC §7 mentions PUT and DELETE helpers). */
export const apiGet = <T>(path: string, signal?: AbortSignal) => api<T>(path, { signal });
export const apiPost = <T>(path: string, body?: unknown) =>
  api<T>(path, { method: 'POST', body: body ?? {} });
export const apiPut = <T>(path: string, body?: unknown) => api<T>(path, { method: 'PUT', body: body ?? {} });
export const apiPatch = <T>(path: string, body?: unknown) =>
  api<T>(path, { method: 'PATCH', body: body ?? {} });
export const apiDelete = <T>(path: string) => api<T>(path, { method: 'DELETE' });
