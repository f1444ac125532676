import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import {
  MAIL_FREQUENCIES,
  type MailFrequency,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
} from '../../../shared/schemas/saved-searches';
import { ActionDialog } from '../../components/ActionDialog';
import { QueryError } from '../../components/QueryError';
import { SectionPanel, TitledCard } from '../../components/SectionHeading';
import { toastAnswer } from '../../components/toastAnswer';
import { MemberFormDialog } from '../members/MemberFormDialog';
import { searchPath, useSavedSearchActions, useSavedSearches } from './api';

/** The mail frequency choice (never, daily, weekly) of a saved search or of MyMatches (decision 202). */
export function FrequencySelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: MailFrequency;
  onChange: (f: MailFrequency) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('member');
  return (
    <TextField
      select
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as MailFrequency)}
      sx={{ minWidth: 160 }}
    >
      {MAIL_FREQUENCIES.map((f) => (
        <MenuItem key={f} value={f} sx={{ minHeight: 44 }}>
          {t(`saved.freq.${f}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * "Save this search" on /user/search (docs/member-area.md#saved-searches): a name and a mail frequency; the
 * server keeps at most its `max` and says so when full (the dialog keeps what was typed).
 */
export function SaveSearchButton({ filters }: { filters: Record<string, string | string[]> }) {
  const { t } = useTranslation('member');
  const { create } = useSavedSearchActions();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<MailFrequency>('weekly');
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name, filters, frequency },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setOpen(false);
          setName('');
        },
      },
    );
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkAddOutlined />}
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
        sx={{ minHeight: 44 }}
      >
        {t('saved.save')}
      </Button>
      <MemberFormDialog
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        pending={create.isPending}
        titleId={titleId}
        title={t('saved.save')}
        intro={t('saved.saveIntro')}
        refusal={create.error?.message}
        submitLabel={t('actions.save')}
      >
        <Stack spacing={2}>
          <TextField
            label={t('saved.name')}
            value={name}
            required
            autoFocus
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_NAME_MAX } }}
          />
          <FrequencySelect value={frequency} onChange={setFrequency} label={t('saved.frequency')} />
        </Stack>
      </MemberFormDialog>
    </>
  );
}

function RenameDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { t } = useTranslation('member');
  const { update } = useSavedSearchActions();
  const [name, setName] = useState(search.name);
  const titleId = useId();
  return (
    <MemberFormDialog
      open
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ id: search.id, name }, { onSuccess: onClose });
      }}
      pending={update.isPending}
      titleId={titleId}
      title={t('saved.rename')}
      intro={t('saved.renameIntro')}
      refusal={update.error?.message}
      submitLabel={t('actions.save')}
    >
      <TextField
        label={t('saved.name')}
        value={name}
        required
        autoFocus
        fullWidth
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_NAME_MAX } }}
      />
    </MemberFormDialog>
  );
}

function DeleteDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { t } = useTranslation('member');
  const { remove } = useSavedSearchActions();
  const titleId = useId();
  return (
    <ActionDialog
      onClose={onClose}
      pending={remove.isPending}
      titleId={titleId}
      title={t('saved.deleteTitle', { name: search.name })}
      error={remove.error?.message}
      cancelLabel={t('actions.cancel')}
      onCancel={onClose}
      actionLabel={t('saved.delete')}
      actionColor="error"
      onAction={() =>
        remove.mutate(search.id, {
          onSuccess: (r) => {
            toast.success(r.message);
            onClose();
          },
        })
      }
      actionsSx={{ px: 3, pb: 2 }}
    >
      <DialogContentText>{t('saved.deleteBody')}</DialogContentText>
    </ActionDialog>
  );
}

/**
 * The member's saved searches on /user/search (docs/member-area.md#saved-searches): run one, change its
 * mail frequency, rename it, or delete it (asks first). Loading, empty and error states.
 */
export function SavedSearchList() {
  const { t } = useTranslation('member');
  const q = useSavedSearches();
  const { update } = useSavedSearchActions();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  return (
    <TitledCard title={t('saved.title')} gutterBottom>
      {q.isPending ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={t('actions.loading')}>
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : q.isError ? (
        <QueryError query={q} prefix={t('saved.loadError')} />
      ) : q.data.searches.length === 0 ? (
        <>
          <Typography sx={{ fontWeight: 600 }}>{t('saved.empty')}</Typography>
          <Typography color="text.secondary">{t('saved.emptyBody', { max: q.data.max })}</Typography>
        </>
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {q.data.searches.map((s) => (
            <Stack key={s.id} component="li" spacing={1}>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Button
                  component={RouterLink}
                  to={searchPath(s.filters)}
                  sx={{
                    minHeight: 44,
                    flex: 1,
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    minWidth: 0,
                  }}
                >
                  <Typography component="span" noWrap sx={{ fontWeight: 600 }}>
                    {s.name}
                  </Typography>
                </Button>
                <IconButton aria-label={t('saved.renameOf', { name: s.name })} onClick={() => setRenaming(s)}>
                  <EditOutlined />
                </IconButton>
                <IconButton aria-label={t('saved.deleteOf', { name: s.name })} onClick={() => setDeleting(s)}>
                  <DeleteOutlined />
                </IconButton>
              </Stack>
              <FrequencySelect
                value={s.frequency}
                label={t('saved.frequency')}
                disabled={update.isPending}
                onChange={(frequency) => update.mutate({ id: s.id, frequency }, toastAnswer)}
              />
            </Stack>
          ))}
          {q.data.searches.length >= q.data.max && (
            <Typography color="text.secondary" component="li">
              {t('saved.full', { max: q.data.max })}
            </Typography>
          )}
        </Stack>
      )}
      {renaming && <RenameDialog search={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <DeleteDialog search={deleting} onClose={() => setDeleting(null)} />}
    </TitledCard>
  );
}

/** The MyMatches mail choice on /user/privacy (decision 202): never, daily or weekly. */
export function MatchesMailChoice() {
  const { t } = useTranslation('member');
  const q = useSavedSearches();
  const { matchesMail } = useSavedSearchActions();
  return (
    // The same frame as the other cards of /user/privacy (SectionPanel, secondary body2 intro).
    <SectionPanel id="matches-mail-title" title={t('saved.matchesMail.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('saved.matchesMail.intro')}
      </Typography>
      {q.isPending ? (
        <Box role="status" aria-busy="true" aria-label={t('actions.loading')}>
          <Skeleton height={56} sx={{ maxWidth: 240 }} />
        </Box>
      ) : q.isError ? (
        <QueryError query={q} prefix={t('saved.loadError')} />
      ) : (
        <Box sx={{ maxWidth: 320 }}>
          <FrequencySelect
            value={q.data.matches_mail}
            label={t('saved.matchesMail.label')}
            disabled={matchesMail.isPending}
            onChange={(f) => matchesMail.mutate(f, toastAnswer)}
          />
        </Box>
      )}
    </SectionPanel>
  );
}
