import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n/languages';
import type { BoostedProfile, BoostState } from '../../../shared/schemas/boost';
import type { SharedProfile, ShareLink } from '../../../shared/schemas/share';
import { apiDelete, apiGet, apiPost } from '../../api/client';
import { downloadFile } from '../../download';

/** Query keys of the plan features (docs/plan-features.md). */
export const planFeatureKeys = {
  boost: ['user', 'boost'] as const,
  shares: ['user', 'share-links'] as const,
  boosted: (who: 'admin' | 'promoter') => [who, 'boosts'] as const,
};

/** GET /api/user/boost: the member's monthly boost. */
export function useBoost() {
  return useQuery({
    queryKey: planFeatureKeys.boost,
    queryFn: ({ signal }) => apiGet<{ boost: BoostState }>('/api/user/boost', signal).then((d) => d.boost),
  });
}

/** POST /api/user/boost: starts this month's boost. */
export function useStartBoost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ message: string; boost: BoostState }>('/api/user/boost'),
    onSuccess: (d) => qc.setQueryData(planFeatureKeys.boost, d.boost),
  });
}

/** Profiles boosted now: staff see all, a promoter their referrals. */
export function useBoostedProfiles(who: 'admin' | 'promoter') {
  return useQuery({
    queryKey: planFeatureKeys.boosted(who),
    queryFn: ({ signal }) =>
      apiGet<{ profiles: BoostedProfile[] }>(`/api/${who}/boosts`, signal).then((d) => d.profiles),
  });
}

/** GET /api/user/share-links: the member's share links, newest first, and whether their plan lets them share. */
export function useShareLinks() {
  return useQuery({
    queryKey: planFeatureKeys.shares,
    queryFn: ({ signal }) =>
      apiGet<{ links: ShareLink[]; abilities: { share: boolean } }>('/api/user/share-links', signal),
  });
}

/** POST /api/user/share-links: a new link valid for `days`; the answer holds its address once. */
export function useCreateShareLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (days: 7 | 30) =>
      apiPost<{ message: string; link: ShareLink; url: string }>('/api/user/share-links', { days }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: planFeatureKeys.shares }),
  });
}

/** DELETE /api/user/share-links/:id: turns the link off. */
export function useRevokeShareLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<{ message: string }>(`/api/user/share-links/${id}`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: planFeatureKeys.shares }),
  });
}

/**
 * Downloads the member's biodata PDF (GET /api/user/biodata.pdf) in `lang`, with contact details when
 * `contact`; saved as biodata-<registration no>-<lang>.pdf. Throws ApiError with the server's message.
 */
export const downloadBiodata = (lang: Lang, contact: boolean, fallbackMessage: string): Promise<void> =>
  downloadFile(
    `/api/user/biodata.pdf?lang=${lang}&contact=${contact ? 1 : 0}`,
    (name) => name ?? 'biodata.pdf',
    fallbackMessage,
  );

/** GET /api/share/:token: the public page of a share link (no sign-in). */
export function useSharedProfile(token: string) {
  return useQuery({
    queryKey: ['share', token],
    queryFn: ({ signal }) =>
      apiGet<{ profile: SharedProfile }>(`/api/share/${encodeURIComponent(token)}`, signal).then(
        (d) => d.profile,
      ),
    retry: false,
  });
}
