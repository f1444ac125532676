import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberAssisted } from '../../../shared/schemas/assisted';
import type { MemberCard } from '../../../shared/schemas/members';
import { apiGet, apiPost, apiPut } from '../../api/client';

/** The assisted service's requests (docs/assisted-service.md): one hook per endpoint. */

export type Offer = {
  plan: string;
  name: string;
  duration_months: number;
  min_paise: number;
  max_paise: number;
  features: string[];
};
type Msg = { message: string };

/** GET /api/assisted/offer: the price range (public). */
export function useAssistedOffer() {
  return useQuery({
    queryKey: ['assisted', 'offer'],
    queryFn: ({ signal }) => apiGet<{ offer: Offer }>('/api/assisted/offer', signal).then((r) => r.offer),
    retry: false,
  });
}

/** GET /api/user/assisted: the member's request, manager, suggestions and activity. */
export function useMemberAssisted(enabled = true) {
  return useQuery({
    queryKey: ['assisted', 'me'],
    queryFn: ({ signal }) => apiGet<MemberAssisted>('/api/user/assisted', signal),
    enabled,
  });
}

const useRefresh = (key: string) => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [key] });
};

/** POST /api/user/assisted/request. */
export function useRequestAssisted() {
  const done = useRefresh('assisted');
  return useMutation({
    mutationFn: (b: { preferred_time: string; language: string; note: string }) =>
      apiPost<Msg>('/api/user/assisted/request', b),
    onSuccess: done,
  });
}

/** PUT /api/user/assisted/settings. */
export function useAssistedSettings() {
  const done = useRefresh('assisted');
  return useMutation({
    mutationFn: (may: boolean) => apiPut<Msg>('/api/user/assisted/settings', { may_send_interests: may }),
    onSuccess: done,
  });
}

/** POST /api/user/assisted/suggestions/:id/{approve,decline}. */
export function useAnswerSuggestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: string; approve: boolean; reason?: string }) =>
      apiPost<Msg>(
        `/api/user/assisted/suggestions/${a.id}/${a.approve ? 'approve' : 'decline'}`,
        a.approve ? undefined : { reason: a.reason ?? '' },
      ),
    onSuccess: () => qc.invalidateQueries(),
  });
}

// ---- staff

export type StaffRequest = {
  id: string;
  status: 'pending' | 'priced' | 'paid' | 'closed';
  preferred_time: string;
  language: string;
  note: string;
  agreed_price_paise: number | null;
  created_at: string;
  /** Priority support's due time (docs/plan-features.md#priority-support); null: not priority. */
  priority_due_at: string | null;
  registration_no: string;
  name: string;
  role: string;
  mobile: string;
  referred_by: string | null;
  /** requestActions: what staff may do with it now. */
  actions: { price: boolean; record: boolean; close: boolean };
};

/** GET /api/admin/assisted/requests. */
export function useAssistRequests(status: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'assisted', 'requests', status, page],
    queryFn: ({ signal }) =>
      apiGet<{ requests: StaffRequest[]; min_paise: number; max_paise: number; total: number }>(
        `/api/admin/assisted/requests?status=${status}&page=${page}`,
        signal,
      ),
  });
}

const useAdminRefresh = () => useRefresh('admin');

/** POST /api/admin/assisted/requests/:id/{price,offline,close}. */
export function useRequestAction() {
  const done = useAdminRefresh();
  return useMutation({
    mutationFn: (a: { id: string; action: 'price' | 'offline' | 'close'; body?: object }) =>
      apiPost<Msg>(`/api/admin/assisted/requests/${a.id}/${a.action}`, a.body),
    onSuccess: done,
  });
}

export type Assignments = {
  managers: { id: string; name: string; email: string; members: number }[];
  members: {
    registration_no: string;
    name: string;
    plan_expires_at: string | null;
    manager_id: string | null;
    manager_name: string | null;
  }[];
};

/** GET /api/admin/assisted/assignments. */
export function useAssignments() {
  return useQuery({
    queryKey: ['admin', 'assisted', 'assignments'],
    queryFn: ({ signal }) => apiGet<Assignments>('/api/admin/assisted/assignments', signal),
  });
}

/** PUT /api/admin/assisted/members/:regNo/manager. */
export function useAssign() {
  const done = useAdminRefresh();
  return useMutation({
    mutationFn: (a: { regNo: string; managerId: string | null }) =>
      apiPut<Msg>(`/api/admin/assisted/members/${encodeURIComponent(a.regNo)}/manager`, {
        manager_id: a.managerId,
      }),
    onSuccess: done,
  });
}

/** GET/PUT /api/admin/assisted/profile. */
export function useManagerProfile() {
  return useQuery({
    queryKey: ['admin', 'assisted', 'profile'],
    queryFn: ({ signal }) =>
      apiGet<{ profile: { working_hours: string; phone: string } }>(
        '/api/admin/assisted/profile',
        signal,
      ).then((r) => r.profile),
  });
}
export function useSaveManagerProfile() {
  const done = useAdminRefresh();
  return useMutation({
    mutationFn: (b: { working_hours: string; phone: string }) =>
      apiPut<Msg>('/api/admin/assisted/profile', b),
    onSuccess: done,
  });
}

export type MyMembers = {
  members: {
    registration_no: string;
    name: string;
    may_send_interests: boolean;
    pending_suggestions: number;
  }[];
  due: { note_id: string; registration_no: string; name: string; follow_up_on: string; body: string }[];
};

/** GET /api/admin/assisted/mine. */
export function useMyMembers() {
  return useQuery({
    queryKey: ['admin', 'assisted', 'mine'],
    queryFn: ({ signal }) => apiGet<MyMembers>('/api/admin/assisted/mine', signal),
  });
}

export type Workspace = {
  member: {
    registration_no: string;
    name: string;
    gender: string;
    date_of_birth: string;
    city: string;
    state: string;
    religion: string;
    caste: string;
    mother_tongue: string;
    qualification: string;
    occupation: string;
    income_band: string;
    height_cm: number | null;
    about_me: string;
    may_send_interests: boolean;
  };
  preferences: {
    age_min: number;
    age_max: number;
    marital_statuses: string[];
    castes: string[];
    mother_tongues: string[];
    qualifications: string[];
    occupations: string[];
    states: string[];
    cities: string[];
  };
  notes: {
    id: string;
    kind: 'note' | 'call' | 'meeting';
    body: string;
    follow_up_on: string | null;
    follow_up_done: boolean;
    author: string;
    created_at: string;
  }[];
  candidates: {
    id: string;
    status: 'shortlisted' | 'suggested' | 'approved' | 'declined';
    note: string;
    decline_reason: string;
    created_at: string;
    registration_no: string;
    name: string;
  }[];
};

const wsBase = (regNo: string) => `/api/admin/assisted/mine/${encodeURIComponent(regNo)}`;

/** GET /api/admin/assisted/mine/:regNo (audited: the member sees it). */
export function useWorkspace(regNo: string) {
  return useQuery({
    queryKey: ['admin', 'assisted', 'ws', regNo],
    queryFn: ({ signal }) => apiGet<Workspace>(wsBase(regNo), signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/admin/assisted/mine/:regNo/search?registration_no= (the member's own scope). */
export function useCandidateSearch(regNo: string, candidate: string) {
  return useQuery({
    queryKey: ['admin', 'assisted', 'search', regNo, candidate],
    queryFn: ({ signal }) =>
      apiGet<{ members: MemberCard[] }>(
        `${wsBase(regNo)}/search?registration_no=${encodeURIComponent(candidate)}`,
        signal,
      ).then((r) => r.members),
    enabled: candidate !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * GET .../search with criteria (docs/assisted-service.md): the candidates the member may see, in the
 * member's own directory scope and plan rights, `qs` as built by filtersToParams; page by page.
 */
export function useCriteriaSearch(regNo: string, qs: string | null) {
  return useQuery({
    queryKey: ['admin', 'assisted', 'criteria', regNo, qs],
    queryFn: ({ signal }) =>
      apiGet<{ members: MemberCard[]; total: number; total_capped?: boolean }>(
        `${wsBase(regNo)}/search?${qs}`,
        signal,
      ),
    enabled: qs !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST .../notes, .../shortlist, .../suggestions, .../interests and /notes/:id/done. */
export function useWorkspaceAction(regNo: string) {
  const done = useAdminRefresh();
  return useMutation({
    mutationFn: (a: { path: 'notes' | 'shortlist' | 'suggestions' | 'interests'; body: object }) =>
      apiPost<Msg>(`${wsBase(regNo)}/${a.path}`, a.body),
    onSuccess: done,
  });
}
export function useFollowUpDone() {
  const done = useAdminRefresh();
  return useMutation({
    mutationFn: (id: string) => apiPost<Msg>(`/api/admin/assisted/notes/${id}/done`),
    onSuccess: done,
  });
}
