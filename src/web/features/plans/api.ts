import { useQuery } from '@tanstack/react-query';
import type { Plan } from '../../../shared/plans';
import { apiGet } from '../../api/client';

/** GET /api/plans: the public plans in display order (docs/member-area.md#plans-are-data: plans are server data, SPEC §9 seed). */
export function usePlans() {
  return useQuery({
    queryKey: ['plans'],
    queryFn: ({ signal }) => apiGet<{ plans: Plan[] }>('/api/plans', signal).then((r) => r.plans),
    staleTime: 5 * 60_000,
  });
}

/** localStorage key of the plan chosen on the pending screen (SPEC §4: stored locally only). */
export const SELECTED_PLAN_KEY = 'selectedPlan';
