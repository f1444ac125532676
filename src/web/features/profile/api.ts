import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminChange,
  ChangeRequest,
  MyProfile,
  Preferences,
  PreferencesInput,
  Privacy,
  ProfileUpdateInput,
} from '../../../shared/schemas/member';
import type { Profile } from '../../../shared/schemas/profile';
import { apiGet, apiPut } from '../../api/client';
import { usePagedGet } from '../../api/paged';
import { afterPreferencesSaved } from '../members/cache';
import { useReviewItem } from '../staff/reviewApi';

/** Query keys of the profile feature. ['user','me'] holds GET /api/user/me (photos too). */
export const profileKeys = {
  me: ['user', 'me'] as const,
  changesAll: ['admin', 'profile-changes'] as const,
  changes: (status: string, page: number) => ['admin', 'profile-changes', status, page] as const,
};

/** GET /api/user/me: profile, preferences, completeness, own photos and the change waiting for review. */
export function useMyProfile() {
  return useQuery({
    queryKey: profileKeys.me,
    // SPEC §3's `currentProfile` is the signed-in account's summary (auth/session.ts, decision 123).
    queryFn: ({ signal }) => apiGet<MyProfile>('/api/user/me', signal),
  });
}

type ProfileSaved = { message: string; profile: Profile; pending_changes: ChangeRequest | null };

/** PUT /api/user/profile with one section's fields; the answer's message says what waits for review. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => apiPut<ProfileSaved>('/api/user/profile', body),
    onSuccess: (d) => {
      qc.setQueryData(profileKeys.me, (old: MyProfile | undefined) =>
        old ? { ...old, profile: d.profile, pending_changes: d.pending_changes } : old,
      );
      void qc.invalidateQueries({ queryKey: profileKeys.me });
    },
  });
}

/** PUT /api/user/preferences (partner preferences). */
export function useSavePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesInput) =>
      apiPut<{ message: string; preferences: Preferences }>('/api/user/preferences', body),
    onSuccess: (d) => {
      qc.setQueryData(profileKeys.me, (old: MyProfile | undefined) =>
        old ? { ...old, preferences: d.preferences } : old,
      );
      void qc.invalidateQueries({ queryKey: profileKeys.me });
      // Rules as policies (docs/architecture.md#where-rules-live): new partner preferences change My Matches and the dashboard's top matches.
      void afterPreferencesSaved(qc);
    },
  });
}

/** PUT /api/user/privacy {photo_privacy, hidden}. */
export function useSavePrivacy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Privacy) => apiPut<{ message: string; privacy: Privacy }>('/api/user/privacy', body),
    onSuccess: (d) => {
      qc.setQueryData(profileKeys.me, (old: MyProfile | undefined) =>
        old ? { ...old, profile: { ...old.profile, ...d.privacy } } : old,
      );
    },
  });
}

export type ChangePage = { changes: AdminChange[]; total: number; page: number; pageSize: number };

/** GET /api/admin/profile-changes?status=&page= (Admin). */
export function useProfileChanges(status: string, page: number) {
  return usePagedGet<ChangePage>(
    profileKeys.changes(status, page),
    `/api/admin/profile-changes?status=${status}&page=${page}&pageSize=10`,
  );
}

/** PATCH /api/admin/profile-changes/{id} {status, reason}: approve (applies it) or reject with a reason. */
export function useReviewChange() {
  return useReviewItem<{ message: string; change: AdminChange }>(
    '/api/admin/profile-changes',
    profileKeys.changesAll,
  );
}
