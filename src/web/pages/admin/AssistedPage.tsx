import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { QueryError } from '../../components/QueryError';
import { SectionHeading } from '../../components/SectionHeading';
import { PageHeader } from '../../features/admin/PageHeader';
import {
  useFollowUpDone,
  useManagerProfile,
  useMyMembers,
  useSaveManagerProfile,
} from '../../features/assisted/api';
import { ListOrEmpty, WorkspaceCard } from '../../features/assisted/WorkspaceCard';
import { formatDate } from '../../format';

/** The manager's working hours and phone, shown to their members (decision 171). */
function MyContact() {
  const { t } = useTranslation('assisted');
  const q = useManagerProfile();
  const save = useSaveManagerProfile();
  const [hours, setHours] = useState('');
  const [phone, setPhone] = useState('');
  useEffect(() => {
    if (q.data) {
      setHours(q.data.working_hours);
      setPhone(q.data.phone);
    }
  }, [q.data]);
  return (
    <WorkspaceCard title={t('ws.profile')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('ws.hours')}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          placeholder={t('panel.defaultHours')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label={t('ws.phone')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 20, inputMode: 'tel' } }}
        />
        <Button
          variant="outlined"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { working_hours: hours.trim(), phone: phone.trim() },
              { onSuccess: (r) => toast.success(r.message) },
            )
          }
        >
          {t('ws.save')}
        </Button>
      </Stack>
    </WorkspaceCard>
  );
}

/** /admin/assisted (decision 171): the relationship manager's members and the follow-ups due by today. */
export default function AssistedPage() {
  const { t } = useTranslation('assisted');
  const q = useMyMembers();
  const done = useFollowUpDone();
  return (
    <>
      <PageHeader title={t('ws.title')} subtitle={t('ws.intro')} />
      <Stack spacing={3}>
        {q.isPending && <Skeleton variant="rounded" height={200} />}
        {q.isError && <QueryError query={q} />}
        {q.data && (
          <>
            <WorkspaceCard title={t('ws.due')} tight>
              <ListOrEmpty items={q.data.due} empty={t('ws.noDue')}>
                {(d) => (
                  <ListItem
                    key={d.note_id}
                    disableGutters
                    secondaryAction={
                      <Button size="small" onClick={() => done.mutate(d.note_id)}>
                        {t('ws.done')}
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={`${formatDate(d.follow_up_on)} · ${d.name} (${d.registration_no})`}
                      secondary={d.body}
                    />
                  </ListItem>
                )}
              </ListOrEmpty>
            </WorkspaceCard>
            <div>
              <SectionHeading sx={{ mb: 1 }}>{t('ws.members')}</SectionHeading>
              {q.data.members.length === 0 && <Alert severity="info">{t('ws.noMembers')}</Alert>}
              <Stack spacing={1.5}>
                {q.data.members.map((m) => (
                  <Card key={m.registration_no} variant="outlined">
                    <CardContent>
                      <Stack
                        direction="row"
                        spacing={2}
                        sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                      >
                        <div>
                          <Typography sx={{ fontWeight: 600 }}>
                            {m.name} · {m.registration_no}
                          </Typography>
                          {m.pending_suggestions > 0 && (
                            <Chip
                              size="small"
                              label={t('ws.pendingSuggestions', { count: m.pending_suggestions })}
                            />
                          )}
                        </div>
                        <Button
                          variant="contained"
                          component={RouterLink}
                          to={`/admin/assisted/${encodeURIComponent(m.registration_no)}`}
                        >
                          {t('ws.open')}
                        </Button>
                      </Stack>
                    </CardContent>
                  </Card>
                ))}
              </Stack>
            </div>
          </>
        )}
        <MyContact />
      </Stack>
    </>
  );
}
