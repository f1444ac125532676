import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';

/** The brand the browser shows (GET /api/site): configuration on the server, not code. */
export type Site = { site_name: string; company_name: string; emails: string[]; phone: string };

/** Shown until GET /api/site answers (and if it fails), so the layout never jumps or shows blanks. */
export const SITE_FALLBACK: Site = { site_name: 'Matrimony', company_name: '', emails: [], phone: '' };

/**
 * GET /api/site as a cached query (never refetched in a session). `site` is the fallback until it
 * answers; `ready` tells whether the real brand has arrived (footer lines, contact page, help link).
 */
export function useSite(): { site: Site; ready: boolean; isError: boolean } {
  const q = useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) => apiGet<{ site: Site }>('/api/site', signal).then((r) => r.site),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { site: q.data ?? SITE_FALLBACK, ready: q.isSuccess, isError: q.isError };
}

/** The first contact email (help links, newsletter mailto), or '' when the brand has none. */
export function primaryEmail(site: Site): string {
  return site.emails[0] ?? '';
}
