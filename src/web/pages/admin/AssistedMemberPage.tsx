import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { NOTE_KINDS } from '../../../shared/policies/assisted';
import { DateField } from '../../components/DateField';
import { SelectInput } from '../../components/FormInputs';
import { QueryError } from '../../components/QueryError';
import { toastAnswer } from '../../components/toastAnswer';
import { PageHeader } from '../../features/admin/PageHeader';
import {
  useCandidateSearch,
  useCriteriaSearch,
  useWorkspace,
  useWorkspaceAction,
} from '../../features/assisted/api';
import { ListOrEmpty, WorkspaceCard } from '../../features/assisted/WorkspaceCard';
import { FiltersPanel } from '../../features/members/FiltersPanel';
import { EMPTY_FILTERS, type FilterValues, filtersToParams } from '../../features/members/filters';
import { formatDate, formatDateTime } from '../../format';

const CRITERIA_PAGE = 12;

/**
 * Candidates by criteria with the member as the viewer (docs/assisted-service.md): the member's own
 * directory scope and plan rights, decided by the server; `onChoose` takes a result's number.
 */
function CriteriaSearch({ regNo, onChoose }: { regNo: string; onChoose: (no: string) => void }) {
  const { t } = useTranslation('assisted');
  const [filters, setFilters] = useState<FilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(0); // 0: nothing asked yet
  const qs = page ? filtersToParams(filters, { page, pageSize: CRITERIA_PAGE }).toString() : null;
  const q = useCriteriaSearch(regNo, qs);
  const pages = q.data ? Math.ceil(q.data.total / CRITERIA_PAGE) : 0;
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('ws.byCriteria')}
      </Typography>
      <FiltersPanel
        value={filters}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
        advanced
        onUpgrade={() => {}}
        applyLabel={t('ws.find')}
        idPrefix="assist"
      />
      {q.isFetching && <Skeleton variant="rounded" height={60} />}
      {q.isError && <QueryError query={q} />}
      {q.data &&
        (q.data.members.length === 0 ? (
          <Alert severity="info">{t('ws.criteriaNone')}</Alert>
        ) : (
          <>
            <Typography role="status" color="text.secondary">
              {t('ws.criteriaResults', { count: q.data.total })}
            </Typography>
            <List dense disablePadding aria-label={t('ws.byCriteria')}>
              {q.data.members.map((m) => (
                <ListItem
                  key={m.registration_no}
                  divider
                  secondaryAction={
                    <Button size="small" onClick={() => onChoose(m.registration_no)}>
                      {t('ws.choose')}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={`${m.first_name}, ${m.age ?? ''}`}
                    secondary={`${m.registration_no} · ${m.city}`}
                  />
                </ListItem>
              ))}
            </List>
            {pages > 1 && (
              <Pagination count={pages} page={page} onChange={(_, v) => setPage(v)} color="primary" />
            )}
          </>
        ))}
    </Stack>
  );
}

/** Search one candidate by number with the member as the viewer; shortlist, suggest or send an interest. */
function CandidateSearch({ regNo, maySend }: { regNo: string; maySend: boolean }) {
  const { t } = useTranslation('assisted');
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const [note, setNote] = useState('');
  const q = useCandidateSearch(regNo, asked);
  const act = useWorkspaceAction(regNo);
  const run = (path: 'shortlist' | 'suggestions' | 'interests') =>
    act.mutate(
      {
        path,
        body:
          path === 'interests'
            ? { registration_no: asked, message: note.trim() }
            : { registration_no: asked, note: note.trim() },
      },
      toastAnswer,
    );
  const found = q.data?.[0];
  return (
    <WorkspaceCard title={t('ws.search')}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(typed.trim().toUpperCase());
        }}
      >
        <TextField
          size="small"
          label={t('ws.regNo')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="outlined">
          {t('ws.find')}
        </Button>
      </Stack>
      {q.isFetching && <Skeleton variant="rounded" height={60} sx={{ mt: 2 }} />}
      {q.isError && <QueryError query={q} />}
      {q.data && !found && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('ws.noResults')}
        </Alert>
      )}
      {found && (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {found.first_name}, {found.age ?? ''} · {found.registration_no} · {found.city}
          </Typography>
          <TextField
            label={t('ws.suggestNote')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" loading={act.isPending} onClick={() => run('suggestions')}>
              {t('ws.suggest')}
            </Button>
            <Button variant="outlined" onClick={() => run('shortlist')}>
              {t('ws.shortlist')}
            </Button>
            <Button variant="outlined" disabled={!maySend} onClick={() => run('interests')}>
              {t('ws.sendInterest')}
            </Button>
          </Stack>
          {!maySend && (
            <Typography variant="body2" color="text.secondary">
              {t('ws.notOptedIn')}
            </Typography>
          )}
        </Stack>
      )}
      <CriteriaSearch
        regNo={regNo}
        onChoose={(no) => {
          setTyped(no);
          setAsked(no);
        }}
      />
    </WorkspaceCard>
  );
}

/** /admin/assisted/:registrationNo (decision 171): one member's profile, preferences, log and candidates. */
export default function AssistedMemberPage() {
  const { t } = useTranslation('assisted');
  const regNo = useParams().registrationNo ?? '';
  const q = useWorkspace(regNo);
  const act = useWorkspaceAction(regNo);
  const [kind, setKind] = useState<string>('call');
  const [note, setNote] = useState('');
  const [followUp, setFollowUp] = useState('');
  if (q.isPending) return <Skeleton variant="rounded" height={300} />;
  if (q.isError) return <QueryError query={q} />;
  const { member: m, preferences: p } = q.data;
  const list = (xs: string[]) => (xs.length ? xs.join(', ') : t('ws.any'));
  return (
    <>
      <PageHeader
        title={`${m.name} · ${m.registration_no}`}
        subtitle={`${m.city}, ${m.state} · ${formatDate(m.date_of_birth)}`}
      />
      <Button component={RouterLink} to="/admin/assisted" sx={{ mb: 2 }}>
        {t('ws.back')}
      </Button>
      <Stack spacing={3}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('ws.aboutMember')}
              </Typography>
              <Typography variant="body2">
                {[m.religion, m.caste, m.mother_tongue, m.qualification, m.occupation, m.income_band]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {m.about_me && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {m.about_me}
                </Typography>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('ws.preferences')}
              </Typography>
              <Typography variant="body2">{t('ws.age', { min: p.age_min, max: p.age_max })}</Typography>
              <Typography variant="body2">
                {t('ws.prefCommunity', { value: list([...p.castes, ...p.mother_tongues]) })}
              </Typography>
              <Typography variant="body2">
                {t('ws.prefPlace', { value: list([...p.states, ...p.cities]) })}
              </Typography>
              <Typography variant="body2">
                {t('ws.prefWork', { value: list([...p.qualifications, ...p.occupations]) })}
              </Typography>
            </CardContent>
          </Card>
        </Box>
        <CandidateSearch regNo={m.registration_no} maySend={m.may_send_interests} />
        <WorkspaceCard title={t('ws.candidates')} tight>
          <ListOrEmpty items={q.data.candidates} empty={t('ws.noCandidates')}>
            {(c) => (
              <ListItem key={c.id} disableGutters>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>
                        {c.name} · {c.registration_no}
                      </span>
                      <Chip size="small" label={t(`ws.cstatus.${c.status}`)} />
                    </Stack>
                  }
                  secondary={c.decline_reason ? t('ws.reason', { reason: c.decline_reason }) : c.note}
                />
              </ListItem>
            )}
          </ListOrEmpty>
        </WorkspaceCard>
        <WorkspaceCard title={t('ws.notes')}>
          <Stack spacing={1.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <SelectInput
                size="small"
                label={t('ws.type')}
                value={kind}
                onChange={(e) => setKind(e.target.value)}
                sx={{ minWidth: 140 }}
                options={NOTE_KINDS.map((k) => ({ value: k, label: t(`ws.kind.${k}`) }))}
              />
              <DateField
                size="small"
                label={t('ws.followUp')}
                name="follow_up"
                value={followUp}
                onChange={setFollowUp}
              />
            </Stack>
            <TextField
              label={t('ws.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <div>
              <Button
                variant="contained"
                disabled={!note.trim()}
                loading={act.isPending}
                onClick={() =>
                  act.mutate(
                    { path: 'notes', body: { kind, note: note.trim(), follow_up_on: followUp || null } },
                    {
                      onSuccess: (r) => {
                        toast.success(r.message);
                        setNote('');
                        setFollowUp('');
                      },
                    },
                  )
                }
              >
                {t('ws.addNote')}
              </Button>
            </div>
            <ListOrEmpty items={q.data.notes} empty={t('ws.noNotes')}>
              {(n) => (
                <ListItem key={n.id} disableGutters>
                  <ListItemText
                    primary={`${t(`ws.kind.${n.kind}`)} · ${formatDateTime(n.created_at)} · ${n.author}`}
                    secondary={n.follow_up_on ? `${n.body} (${formatDate(n.follow_up_on)})` : n.body}
                  />
                </ListItem>
              )}
            </ListOrEmpty>
          </Stack>
        </WorkspaceCard>
      </Stack>
    </>
  );
}
