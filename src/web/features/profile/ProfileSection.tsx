import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { type ReactNode, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type ChangeRequest,
  type PROFILE_SECTIONS,
  type ProfileUpdateInput,
  profileUpdateSchema,
  REVIEWED_FIELDS,
} from '../../../shared/schemas/member';
import type { Profile } from '../../../shared/schemas/profile';
import { zodResolver } from '../../components/zodResolver';
import { useUpdateProfile } from './api';
import { displayValue } from './format';
import { isWide, ProfileField } from './ProfileField';
import { EditForm, FieldList, FormActions, SectionCard, useSaveHandlers } from './SectionCard';

type Section = (typeof PROFILE_SECTIONS)[number];
type Key = keyof ProfileUpdateInput;
const reviewed = (f: string) => (REVIEWED_FIELDS as readonly string[]).includes(f);

/**
 * One profile section (about, family, career, location, lifestyle, contact) with its view/edit toggle.
 * Saving sends the section's fields (a reviewed field only when changed, so a waiting request is kept),
 * puts the server's field messages on their fields and keeps what was typed when the server refuses.
 */
export function ProfileSection({
  section,
  profile,
  pending,
}: {
  section: Section;
  profile: Profile;
  pending: ChangeRequest | null;
}) {
  const { t } = useTranslation('member');
  const [editing, setEditing] = useState(false);
  const fields = section.fields as readonly Key[];
  const hasReviewed = fields.some(reviewed);
  const waiting = pending?.changes ?? {};
  const p = profile as Record<string, unknown>;

  const items: { key: string; label: string; value: string; extra?: ReactNode; wide?: boolean }[] =
    fields.map((f) => ({
      key: f,
      wide: isWide(f) || f in waiting,
      label: t(`fields.${f}`),
      value: displayValue(f, p[f]),
      extra:
        f in waiting ? (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('profile.changeWaiting', { value: displayValue(f, waiting[f]) })}
            sx={{ mt: 0.5, maxWidth: '100%' }}
          />
        ) : undefined,
    }));
  if (section.key === 'contact') {
    items.splice(1, 0, { key: 'email', label: t('profile.email'), value: profile.email ?? '', wide: true });
  }

  return (
    <SectionCard
      id={section.key}
      title={t(`sections.${section.key}`)}
      subtitle={hasReviewed && editing ? t('profile.reviewedHint') : undefined}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      {editing ? (
        <SectionForm
          fields={fields}
          profile={p}
          waiting={waiting}
          contact={section.key === 'contact'}
          email={profile.email ?? ''}
          onDone={() => setEditing(false)}
        />
      ) : (
        <FieldList items={items} />
      )}
    </SectionCard>
  );
}

function SectionForm(props: {
  fields: readonly Key[];
  profile: Record<string, unknown>;
  waiting: Record<string, string>;
  contact: boolean;
  email: string;
  onDone(): void;
}) {
  const { fields } = props;
  const defaults = Object.fromEntries(
    fields.map((f) => {
      const v = props.waiting[f] ?? props.profile[f];
      return [f, f === 'height_cm' ? (v ?? null) : (v ?? '')];
    }),
  ) as ProfileUpdateInput;
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema) as Resolver<ProfileUpdateInput>,
    defaultValues: defaults,
  });
  const { t } = useTranslation('member');
  const save = useUpdateProfile();
  const country = form.watch('country');
  const state = form.watch('state');
  const { formError, clear, handlers } = useSaveHandlers(
    form.setError,
    (k) => ((fields as readonly string[]).includes(k) ? (k as Key) : undefined),
    props.onDone,
  );

  const onSubmit = form.handleSubmit((values) => {
    clear();
    const dirty = form.formState.dirtyFields as Record<string, boolean>;
    const body = Object.fromEntries(
      Object.entries(values).filter(([k]) => !reviewed(k) || dirty[k]),
    ) as ProfileUpdateInput;
    save.mutate(body, handlers);
  });

  return (
    <EditForm onSubmit={onSubmit} error={formError}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {fields.map((f) => (
          <Box key={f} sx={{ gridColumn: isWide(f) ? '1 / -1' : undefined, minWidth: 0 }}>
            <ProfileField
              name={f}
              control={form.control}
              country={country}
              state={state}
              note={f in props.waiting ? t('profile.waiting') : undefined}
            />
          </Box>
        ))}
      </Box>
      {props.contact && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('profile.emailNote', { email: props.email })}
        </Alert>
      )}
      <FormActions busy={save.isPending} onCancel={props.onDone} />
    </EditForm>
  );
}
