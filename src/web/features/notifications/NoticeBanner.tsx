import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OpenNotice } from '../../../shared/schemas/notices';
import { apiGet, apiPost } from '../../api/client';
import { currentLang } from '../../i18n';

const noticesKey = ['notices', 'open'] as const;

/**
 * The staff notices whose window is open for this account, each a dismissible banner at the top of the
 * member or promoter area (decision 132), in the shown language. Nothing while loading or on error (the
 * bell holds them too).
 */
export function NoticeBanner() {
  const { t } = useTranslation('common');
  const qc = useQueryClient();
  const lang = currentLang();
  const notices = useQuery({
    queryKey: [...noticesKey, lang],
    queryFn: ({ signal }) => apiGet<{ notices: OpenNotice[] }>('/api/notices', signal).then((r) => r.notices),
    staleTime: 60_000,
  });
  const dismiss = useMutation({
    mutationFn: (id: string) => apiPost(`/api/notices/${id}/dismiss`),
    onMutate: (id) =>
      qc.setQueryData([...noticesKey, lang], (old: OpenNotice[] | undefined) =>
        old?.filter((n) => n.id !== id),
      ),
  });
  if (!notices.data?.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} component="section" aria-label={t('notice.label')}>
      {notices.data.map((n) => (
        <Alert
          key={n.id}
          severity="info"
          onClose={() => dismiss.mutate(n.id)}
          slotProps={{ closeButton: { 'aria-label': t('notice.dismiss') } }}
          data-testid="notice-banner"
        >
          <AlertTitle>{n.title}</AlertTitle>
          {n.body}
        </Alert>
      ))}
    </Stack>
  );
}
