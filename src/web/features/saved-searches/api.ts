import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedSearch,
  MailFrequency,
  SavedSearch,
  SavedSearchesResponse,
  UpdateSavedSearch,
} from '../../../shared/schemas/saved-searches';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from '../../api/client';

const key = ['saved-searches'] as const;

/** GET /api/user/saved-searches: my saved searches, the most I may keep and my MyMatches mail (decision 202). */
export function useSavedSearches() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<SavedSearchesResponse>('/api/user/saved-searches', signal),
  });
}

/** POST, PATCH and DELETE /api/user/saved-searches and PUT /api/user/matches-mail; each refreshes the list. */
export function useSavedSearchActions() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: key });
  return {
    create: useMutation({
      mutationFn: (body: CreateSavedSearch) =>
        apiPost<{ message: string; search: SavedSearch }>('/api/user/saved-searches', body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: UpdateSavedSearch & { id: string }) =>
        apiPatch<{ message: string; search: SavedSearch }>(`/api/user/saved-searches/${id}`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiDelete<{ message: string }>(`/api/user/saved-searches/${id}`),
      onSuccess,
    }),
    matchesMail: useMutation({
      mutationFn: (frequency: MailFrequency) =>
        apiPut<{ message: string; matches_mail: MailFrequency }>('/api/user/matches-mail', { frequency }),
      onSuccess,
    }),
  };
}

/** The search page's URL of a saved search: its criteria, then go=1 (docs/member-area.md#saved-searches). */
export function searchPath(filters: Record<string, unknown>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(filters))
    for (const one of Array.isArray(v) ? v : [v]) p.append(k, String(one));
  p.set('go', '1');
  return `/user/search?${p}`;
}

/** A URL query (the search page's criteria) as the object POST /api/user/saved-searches takes. */
export function paramsToFilters(p: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const k of new Set(p.keys())) {
    if (k === 'go' || k === 'page' || k === 'registration_no') continue;
    const all = p.getAll(k);
    out[k] = all.length > 1 ? all : all[0];
  }
  return out;
}
