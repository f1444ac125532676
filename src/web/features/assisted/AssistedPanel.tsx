import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import type { MemberAssisted, Suggestion } from '../../../shared/schemas/assisted';
import { QueryError } from '../../components/QueryError';
import { SectionHeading } from '../../components/SectionHeading';
import { toastAnswer } from '../../components/toastAnswer';
import { formatDateTime, formatRupees } from '../../format';
import { CardGrid, MemberCard } from '../members';
import { checkoutPath } from '../payments';
import { useAnswerSuggestion, useAssistedSettings, useMemberAssisted } from './api';
import { RequestAssistedButton } from './RequestAssisted';

/** The member's relationship manager: name, working hours, a contact button (decision 171). */
function ManagerCard({ m }: { m: NonNullable<MemberAssisted['manager']> }) {
  const { t } = useTranslation('assisted');
  const href = m.phone ? `tel:${m.phone.replace(/\s/g, '')}` : `mailto:${m.email}`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="overline" color="text.secondary">
          {t('panel.manager')}
        </Typography>
        <Typography variant="h6" component="p">
          {m.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('panel.hours', { hours: m.working_hours || t('panel.defaultHours') })}
        </Typography>
      </Box>
      <Button variant="contained" href={href} startIcon={<PhoneOutlined />} sx={{ minHeight: 44 }}>
        {t('panel.contact', { name: m.name })}
      </Button>
    </Stack>
  );
}

/** One suggestion: the candidate's card, the manager's note, approve / decline (with an optional reason). */
function SuggestionCard({ s, onDecline }: { s: Suggestion; onDecline: (s: Suggestion) => void }) {
  const { t } = useTranslation('assisted');
  const answer = useAnswerSuggestion();
  if (!s.member) return null;
  const actions = s.may_answer ? (
    <>
      <Button
        size="small"
        variant="contained"
        loading={answer.isPending}
        onClick={() => answer.mutate({ id: s.id, approve: true }, toastAnswer)}
      >
        {t('panel.approve')}
      </Button>
      <Button size="small" onClick={() => onDecline(s)}>
        {t('panel.decline')}
      </Button>
    </>
  ) : (
    <Chip size="small" label={t(s.status === 'approved' ? 'panel.approved' : 'panel.declined')} />
  );
  return <MemberCard member={s.member} note={s.note ? `“${s.note}”` : undefined} actions={actions} />;
}

/**
 * The assisted service on the member dashboard (docs/assisted-service.md): the request's state, the
 * manager, "Suggested by your relationship manager", the opt-in and "Activity by your manager".
 * What shows follows the server's `abilities` (memberAssistedAbilities); members who may ask see the offer button.
 */
export function AssistedPanel() {
  const { t } = useTranslation('assisted');
  const q = useMemberAssisted();
  const settings = useAssistedSettings();
  const answer = useAnswerSuggestion();
  const [declining, setDeclining] = useState<Suggestion | null>(null);
  const [reason, setReason] = useState('');
  if (q.isPending) return <Skeleton variant="rounded" height={120} />;
  if (q.isError) return <QueryError query={q} />;
  const d = q.data;
  const r = d.request;
  const can = d.abilities;
  if (can.request) {
    return (
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5}>
            <SectionHeading>{t('panel.title')}</SectionHeading>
            <Typography variant="body2" color="text.secondary">
              {t('request.intro')}
            </Typography>
            <div>
              <RequestAssistedButton variant="outlined" />
            </div>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  if (!can.awaiting_call && !can.pay && !can.assisted) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="assisted-title">
      <CardContent>
        <Stack spacing={2.5}>
          <SectionHeading id="assisted-title">{t('panel.title')}</SectionHeading>
          {can.awaiting_call && r && (
            <Alert severity="info">{t('panel.pending', { time: t(`time.${r.preferred_time}`) })}</Alert>
          )}
          {can.pay && r?.agreed_price_paise && (
            <Alert severity="success">
              {t('panel.priced', { amount: formatRupees(r.agreed_price_paise) })}
              <Box sx={{ mt: 1 }}>
                <Button
                  component={RouterLink}
                  to={checkoutPath('Assistance')}
                  variant="contained"
                  color="success"
                  size="small"
                >
                  {t('panel.pay', { amount: formatRupees(r.agreed_price_paise) })}
                </Button>
              </Box>
            </Alert>
          )}
          {can.assisted &&
            (d.manager ? (
              <ManagerCard m={d.manager} />
            ) : (
              <Alert severity="info">{t('panel.waitingManager')}</Alert>
            ))}
          {can.assisted && (
            <FormControlLabel
              control={
                <Switch
                  checked={d.may_send_interests}
                  disabled={settings.isPending}
                  onChange={(e) =>
                    settings.mutate(e.target.checked, { onSuccess: (m) => toast.success(m.message) })
                  }
                />
              }
              label={
                <span>
                  {t('panel.optIn')}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {t('panel.optInHelp')}
                  </Typography>
                </span>
              }
            />
          )}
          {can.assisted && (
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {t('panel.suggestions')}
              </Typography>
              {d.suggestions.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('panel.noSuggestions')}
                </Typography>
              ) : (
                <CardGrid>
                  {d.suggestions.map((s) => (
                    <SuggestionCard key={s.id} s={s} onDecline={setDeclining} />
                  ))}
                </CardGrid>
              )}
            </Box>
          )}
          {can.assisted && (
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('panel.activity')}
              </Typography>
              {d.activity.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('panel.noActivity')}
                </Typography>
              ) : (
                <List dense>
                  {d.activity
                    // repeated readings of the profile in a row read as one line (the newest)
                    .filter(
                      (a, i, all) =>
                        i === 0 ||
                        all[i - 1].action !== a.action ||
                        all[i - 1].registration_no !== a.registration_no,
                    )
                    .slice(0, 10)
                    .map((a) => (
                      <ListItem key={a.id} disableGutters>
                        <ListItemText
                          primary={t(`action.${a.action as 'assisted.viewed'}`, { reg: a.registration_no })}
                          secondary={formatDateTime(a.created_at)}
                        />
                      </ListItem>
                    ))}
                </List>
              )}
            </Box>
          )}
        </Stack>
      </CardContent>
      <Dialog open={!!declining} onClose={() => setDeclining(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('panel.declineTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('panel.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeclining(null)}>{t('request.cancel')}</Button>
          <Button
            variant="contained"
            loading={answer.isPending}
            onClick={() =>
              declining &&
              answer.mutate(
                { id: declining.id, approve: false, reason: reason.trim() },
                {
                  onSuccess: (m) => {
                    toast.success(m.message);
                    setDeclining(null);
                    setReason('');
                  },
                },
              )
            }
          >
            {t('panel.decline')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
