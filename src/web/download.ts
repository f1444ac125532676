import { ApiError } from './api/client';
import { queryString } from './api/paged';
import { getToken } from './auth/session';
import i18n from './i18n';

/**
 * Fetches an authenticated GET (`path`, with the bearer token) and saves its body as a file: named
 * `name`, or given a function, what it makes of the answer's Content-Disposition file name (undefined
 * when the answer names none). Receipts, vouchers, CSV reports, biodata PDFs and data exports all come
 * this way. Throws ApiError with the server's message, else `failMessage` (by default the catalogue's
 * common `apiError.download`, in the reader's language), and the answer's status.
 */
export async function downloadFile(
  path: string,
  name: string | ((fromServer: string | undefined) => string),
  failMessage?: string,
): Promise<void> {
  const res = await fetch(path, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
  if (!res.ok) {
    const data = await res.json().catch(() => ({}));
    throw new ApiError(
      data.message ?? failMessage ?? i18n.t('apiError.download', { ns: 'common' }),
      res.status,
    );
  }
  const filename =
    typeof name === 'string'
      ? name
      : name(/filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1]);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the CSV of exactly a staff list's filtered rows: GET `path` (e.g. `/api/admin/audit.csv`)
 * with the set fields of `query` but its page and page size, saved as `<name>-<YYYY-MM-DD>.csv` (UTC
 * date). Throws as downloadFile, with the `admin` catalogue's `grid.csvFailed` when the server gives no
 * message.
 */
export function downloadListCsv(
  path: string,
  query: Record<string, string | number | undefined | null>,
  name: string,
): Promise<void> {
  return downloadFile(
    `${path}?${queryString({ ...query, page: undefined, pageSize: undefined })}`,
    `${name}-${new Date().toISOString().slice(0, 10)}.csv`,
    i18n.t('grid.csvFailed', { ns: 'admin' }),
  );
}
