import { useQuery } from '@tanstack/react-query';
import type { SocialLinks } from '../../../shared/social';
import { apiGet } from '../../api/client';

/**
 * The brand the browser shows (GET /api/site): configuration on the server, not code. `social`: the
 * service's configured social pages (absent in an older server's answer).
 */
export type Site = {
  site_name: string;
  company_name: string;
  emails: string[];
  phone: string;
  social?: SocialLinks;
};

/** Shown until GET /api/site answers (and if it fails), so the layout never jumps or shows blanks. */
export const SITE_FALLBACK: Site = {
  site_name: 'Matrimony',
  company_name: '',
  emails: [],
  phone: '',
  social: {},
};

/**
 * The brand the server wrote into index.html (`<script type="application/json" id="site-data">`,
 * docs/first-impressions.md#details-members-notice), so public pages paint the real name at once; undefined under the dev server.
 */
function servedSite(): Site | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById('site-data')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Site;
  } catch {
    return undefined;
  }
}

const SERVED_SITE = servedSite();

/**
 * GET /api/site as a cached query, never refetched in a session and not fetched at all when the server
 * wrote the brand into index.html. `site` is the fallback until it answers; `ready` tells whether the
 * real brand has arrived (footer lines, contact page, help link).
 */
export function useSite(): { site: Site; ready: boolean; isError: boolean } {
  const q = useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) => apiGet<{ site: Site }>('/api/site', signal).then((r) => r.site),
    staleTime: Number.POSITIVE_INFINITY,
    initialData: SERVED_SITE,
  });
  return { site: q.data ?? SITE_FALLBACK, ready: q.isSuccess, isError: q.isError };
}

/** The first contact email (help links, newsletter mailto), or '' when the brand has none. */
export function primaryEmail(site: Site): string {
  return site.emails[0] ?? '';
}
