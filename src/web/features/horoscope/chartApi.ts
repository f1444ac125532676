import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminChart, ChartStatus, HoroscopeChart } from '../../../shared/schemas/horoscope-chart';
import { apiDelete, apiGet } from '../../api/client';
import { usePagedGet } from '../../api/paged';
import { uploadFileRequest } from '../photos/api';
import { useReviewItem } from '../staff/reviewApi';

/** Query keys of the horoscope chart (docs/horoscope.md#chart). */
export const chartKeys = {
  own: ['user', 'horoscope-chart'] as const,
  adminAll: ['admin', 'horoscope-charts'] as const,
  admin: (status: ChartStatus, page: number) => ['admin', 'horoscope-charts', status, page] as const,
};

type ChartAnswer = { message: string; chart: HoroscopeChart | null };

/** GET /api/user/horoscope-chart: the member's own chart (any state) or null. */
export function useOwnChart() {
  return useQuery({
    queryKey: chartKeys.own,
    queryFn: ({ signal }) => apiGet<ChartAnswer>('/api/user/horoscope-chart', signal),
  });
}

/** POST /api/user/horoscope-chart (multipart field `chart`) with upload progress; replaces the chart. */
export function useUploadChart(onProgress: (fraction: number) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFileRequest<ChartAnswer>('/api/user/horoscope-chart', 'chart', file, onProgress),
    onSuccess: (d) => qc.setQueryData(chartKeys.own, d),
  });
}

/** DELETE /api/user/horoscope-chart. */
export function useDeleteChart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete<ChartAnswer>('/api/user/horoscope-chart'),
    onSuccess: (d) => qc.setQueryData(chartKeys.own, d),
  });
}

export type AdminChartPage = { charts: AdminChart[]; total: number; page: number; pageSize: number };

/** GET /api/admin/horoscope-charts?status=&page= (staff): the chart queue, 12 a page. */
export function useAdminCharts(status: ChartStatus, page: number) {
  return usePagedGet<AdminChartPage>(
    chartKeys.admin(status, page),
    `/api/admin/horoscope-charts?status=${status}&page=${page}&pageSize=12`,
  );
}

/** PATCH /api/admin/horoscope-charts/{id} {status, reason}: approve or reject (reason required to reject). */
export function useReviewChart() {
  return useReviewItem<{ message: string; chart: HoroscopeChart }>(
    '/api/admin/horoscope-charts',
    chartKeys.adminAll,
  );
}
