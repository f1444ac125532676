import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { DELETION_GRACE_DAYS, EXPORT_TTL_DAYS } from '../../../shared/privacy';
import type { ExportRow } from '../../../shared/schemas/privacy';
import { ActionDialog, TOUCH_ACTIONS } from '../../components/ActionDialog';
import { PasswordField } from '../../components/PasswordField';
import { QueryError } from '../../components/QueryError';
import { SectionPanel } from '../../components/SectionHeading';
import { useBusyTask } from '../../components/useBusyTask';
import { formatDate, formatDateTime } from '../../format';
import { SignOutEverywhereDialog } from '../account/SignOutEverywhereDialog';
import { downloadExport, useDeleteAccount, usePrivacyOverview, useRequestExport } from './api';
import { formatSize } from './labels';

function ExportLine({ e }: { e: ExportRow }) {
  const { t } = useTranslation('privacy');
  const [busy, run] = useBusyTask();
  if (e.status === 'queued' || e.status === 'running') {
    return (
      <Box role="status" aria-live="polite" sx={{ py: 1 }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('export.preparing', { progress: e.progress })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.max(e.progress, 3)}
          aria-label={t('export.preparingLabel')}
        />
      </Box>
    );
  }
  if (e.status === 'ready') {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ py: 1, alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          startIcon={<DownloadOutlined />}
          loading={busy}
          sx={{ minHeight: 44 }}
          onClick={() => run(() => downloadExport(e.id))}
        >
          {t('export.download')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('export.readyLine', {
            size: formatSize(e.size_bytes),
            at: formatDateTime(e.ready_at),
            until: formatDate(e.expires_at),
          })}
        </Typography>
      </Stack>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {e.status === 'failed'
        ? t('export.failed', { date: formatDate(e.created_at) })
        : t('export.expired', { date: formatDate(e.ready_at ?? e.created_at) })}
    </Typography>
  );
}

function DeleteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('privacy');
  const del = useDeleteAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      pending={del.isPending}
      titleId="del-title"
      title={t('deletion.dialogTitle')}
      cancelLabel={t('deletion.keep')}
      onCancel={onClose}
      actionLabel={t('deletion.button')}
      actionColor="error"
      actionDisabled={!password}
      onSubmit={(ev) => {
        ev.preventDefault();
        del.mutate(password, {
          onSuccess: (r) => {
            toast.success(r.message);
            navigate('/', { replace: true });
          },
        });
      }}
      actionsSx={TOUCH_ACTIONS}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('deletion.dialogBody', { days: DELETION_GRACE_DAYS })}
      </DialogContentText>
      <PasswordField
        label={t('deletion.password')}
        autoComplete="current-password"
        fullWidth
        required
        value={password}
        onChange={(ev) => setPassword(ev.target.value)}
        error={!!del.error}
        helperText={del.error?.message ?? t('deletion.passwordHelp')}
      />
    </ActionDialog>
  );
}

/**
 * "Your data" (docs/data-rights.md): download a copy of everything held about the account (progress shown while the
 * job prepares it), recent sign-ins with Sign out everywhere, the privacy notices agreed to, and (members)
 * Delete my account, asked first with the password.
 */
export function DataRightsPanel() {
  const { t } = useTranslation('privacy');
  const q = usePrivacyOverview();
  const ask = useRequestExport();
  const [everywhere, setEverywhere] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (q.isError) return <QueryError query={q} prefix={t('page.loadError')} />;
  if (!q.data) return <Skeleton variant="rounded" height={240} />;
  const d = q.data;
  const latest = d.exports[0];
  const preparing = latest && (latest.status === 'queued' || latest.status === 'running');
  return (
    <Stack spacing={3}>
      <SectionPanel title={t('export.title')} id="export-title">
        <Typography sx={{ mb: 1.5 }} color="text.secondary">
          {t('export.intro', { days: EXPORT_TTL_DAYS })}
        </Typography>
        {latest && <ExportLine e={latest} />}
        {!preparing && (
          <Button
            variant={latest?.status === 'ready' ? 'text' : 'contained'}
            sx={{ minHeight: 44, mt: 1 }}
            loading={ask.isPending}
            onClick={() =>
              ask.mutate(undefined, {
                onSuccess: (r) => toast.info(r.message),
                onError: (err) => toast.error(err.message),
              })
            }
          >
            {latest ? t('export.askAgain') : t('export.ask')}
          </Button>
        )}
      </SectionPanel>

      <SectionPanel title={t('signIns.title')} id="signins-title">
        {d.sign_ins.length === 0 ? (
          <Typography color="text.secondary">{t('signIns.none')}</Typography>
        ) : (
          <List dense disablePadding aria-labelledby="signins-title">
            {d.sign_ins.map((s) => (
              <ListItem key={`${s.at}-${s.ip}`} disableGutters divider>
                <ListItemText primary={s.device} secondary={`${formatDateTime(s.at)} · ${s.ip}`} />
              </ListItem>
            ))}
          </List>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('signIns.kept')}
        </Typography>
        <Button variant="outlined" sx={{ minHeight: 44, mt: 1 }} onClick={() => setEverywhere(true)}>
          {t('signIns.signOutEverywhere')}
        </Button>
      </SectionPanel>

      <SectionPanel title={t('consents.title')} id="consent-title-card">
        {d.consents.length === 0 ? (
          <Typography color="text.secondary">{t('consents.none')}</Typography>
        ) : (
          <List dense disablePadding>
            {d.consents.map((c) => (
              <ListItem key={c.version} disableGutters>
                <ListItemText
                  primary={t('consents.version', { version: c.version })}
                  secondary={t('consents.agreedOn', { date: formatDateTime(c.accepted_at) })}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Link component={RouterLink} to="/privacy-policy" sx={{ display: 'inline-block', py: 1 }}>
          {t('notice.read')}
        </Link>
        {' · '}
        <Link component={RouterLink} to="/contact#grievance" sx={{ display: 'inline-block', py: 1 }}>
          {t('consents.grievanceLink')}
        </Link>
      </SectionPanel>

      {d.may_delete && (
        <SectionPanel title={t('deletion.title')} id="delete-title">
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('deletion.intro', { days: DELETION_GRACE_DAYS })}
          </Typography>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteForeverOutlined />}
            sx={{ minHeight: 44 }}
            onClick={() => setDeleting(true)}
          >
            {t('deletion.button')}
          </Button>
        </SectionPanel>
      )}
      {d.deletion && (
        <Alert severity="warning">{t('deletion.scheduled', { date: formatDate(d.deletion.due_at) })}</Alert>
      )}
      <SignOutEverywhereDialog open={everywhere} onClose={() => setEverywhere(false)} />
      <DeleteDialog open={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
