import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { type Control, Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AGE_MAX,
  AGE_MIN,
  CASTES,
  COUNTRIES,
  citiesForState,
  DIETS,
  HEIGHTS,
  INCOME_BANDS,
  INDIAN_STATES,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  OCCUPATIONS,
  QUALIFICATIONS,
} from '../../../shared/options';
import {
  PREFERENCE_CRITERIA,
  type Preferences,
  type PreferencesInput,
  preferencesInputSchema,
} from '../../../shared/schemas/member';
import { boundInput, ComboInput, SelectInput, SwitchField } from '../../components/FormInputs';
import { zodResolver } from '../../components/zodResolver';
import { translateMsg } from '../../i18n';
import { GUNA_CHOICES } from '../horoscope/choices';
import { heightText, optionLabel } from '../members';
import { useSavePreferences } from './api';
import { EditForm, FieldList, FormActions, SectionCard, useSaveHandlers } from './SectionCard';

type ListKey =
  | 'marital_statuses'
  | 'castes'
  | 'qualifications'
  | 'occupations'
  | 'income_bands'
  | 'mother_tongues'
  | 'states'
  | 'cities'
  | 'diets';

/**
 * The multi-select lists: options, whether free text is accepted (long lists, SPEC §5), and the profile
 * field whose option labels name the stored codes (optionLabel). Labels: `member:preferences.lists.<key>`.
 */
const LISTS: { key: ListKey; field: string; options: readonly string[]; free: boolean }[] = [
  { key: 'marital_statuses', field: 'marital_status', options: MARITAL_STATUSES, free: false },
  { key: 'castes', field: 'caste', options: CASTES, free: true },
  { key: 'mother_tongues', field: 'mother_tongue', options: MOTHER_TONGUES, free: true },
  { key: 'qualifications', field: 'qualification', options: QUALIFICATIONS, free: true },
  { key: 'occupations', field: 'occupation', options: OCCUPATIONS, free: true },
  { key: 'income_bands', field: 'income_per_month', options: INCOME_BANDS, free: false },
  { key: 'states', field: 'state', options: INDIAN_STATES, free: false },
  { key: 'cities', field: 'city', options: [], free: true },
  { key: 'diets', field: 'diet', options: DIETS, free: false },
];

type MemberT = TFunction<'member'>;

const mustHavesText = (t: MemberT, keys: string[]) =>
  [
    t('preferences.criteria.age'),
    ...PREFERENCE_CRITERIA.filter((k) => keys.includes(k)).map((k) => t(`preferences.criteria.${k}`)),
  ].join(', ');

/** 5' 6" without the centimetres, in the shown language. */
const shortHeight = (cm: number) => heightText(cm).replace(/ \(.*\)$/, '');

/** Partner preferences shown as text in the shown language: ranges, option labels, "Any" for an empty list. */
function summary(t: MemberT, p: Preferences) {
  const any = t('preferences.any');
  const list = (field: string, xs: string[]) =>
    xs.length ? xs.map((x) => optionLabel(field, x)).join(', ') : any;
  const height =
    p.height_min === null && p.height_max === null
      ? any
      : t('preferences.range', {
          from: p.height_min ? heightText(p.height_min) : any,
          to: p.height_max ? heightText(p.height_max) : t('preferences.anyLower'),
        });
  const items = [
    {
      key: 'age',
      label: t('preferences.criteria.age'),
      value: t('preferences.ageRange', { from: p.age_min, to: p.age_max }),
    },
    { key: 'height', label: t('preferences.criteria.height'), value: height },
    ...LISTS.map((l) => ({
      key: l.key,
      label: t(`preferences.lists.${l.key}`),
      value: list(l.field, p[l.key]),
    })),
    {
      key: 'country',
      label: t('preferences.criteria.country'),
      value: p.country ? optionLabel('country', p.country) : any,
    },
    {
      key: 'guna_min',
      label: t('preferences.gunaMin'),
      value: p.guna_min > 0 ? t('preferences.gunaMinValue', { min: p.guna_min }) : t('preferences.gunaNone'),
    },
    {
      key: 'manglik_match',
      label: t('preferences.criteria.manglik'),
      value: p.manglik_match ? t('preferences.manglikMatch') : any,
    },
    {
      key: 'id_verified',
      label: t('preferences.criteria.id_verified'),
      value: p.id_verified ? t('preferences.yes') : any,
    },
    {
      key: 'must_haves',
      label: t('preferences.mustHavesSummary'),
      value: mustHavesText(t, p.must_haves),
    },
  ];
  return items.map((it) => ({ ...it, wide: it.value.length > 22 }));
}

/**
 * Partner preferences (docs/member-area.md#matches): view, then edit with an age range slider (18 to 70), a height range
 * (or any height), and multi-selects where an empty choice means 'Any'; the member ticks which are
 * must-haves, the rest are nice-to-haves that rank matches (decision 020). The server validates again.
 */
export function PreferencesEditor({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation('member');
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      id="preferences"
      title={t('preferences.title')}
      subtitle={editing ? t('preferences.editHint') : t('preferences.viewHint')}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      {editing ? (
        <PreferencesForm preferences={preferences} onDone={() => setEditing(false)} />
      ) : (
        <FieldList items={summary(t, preferences)} />
      )}
    </SectionCard>
  );
}

function MultiPick(props: {
  control: Control<PreferencesInput>;
  name: ListKey;
  field: string;
  options: readonly string[];
  free: boolean;
}) {
  const { t } = useTranslation('member');
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => {
        const value = (field.value ?? []) as string[];
        const raw =
          fieldState.error?.message ??
          (fieldState.error as unknown as Record<string, { message?: string }> | undefined)?.[0]?.message;
        const err = raw && translateMsg(raw);
        return (
          <Autocomplete
            multiple
            freeSolo={props.free}
            forcePopupIcon
            filterSelectedOptions
            options={props.options as string[]}
            getOptionLabel={(o) => optionLabel(props.field, String(o))}
            value={value}
            onChange={(_, v) => field.onChange(v.map((x) => String(x).trim()).filter(Boolean))}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                label={t(`preferences.lists.${props.name}`)}
                placeholder={value.length ? undefined : t('preferences.any')}
                slotProps={{
                  ...params.slotProps,
                  inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
                }}
                inputRef={field.ref}
                error={!!err}
                helperText={err ?? (props.free ? t('preferences.freeHelp') : t('preferences.listHelp'))}
              />
            )}
          />
        );
      }}
    />
  );
}

/**
 * The horoscope preferences (docs/horoscope.md#matching): a minimum guna milan, a compatible manglik
 * status and whether members whose horoscope is unknown pass them. Must-have or nice-to-have is ticked
 * with the other criteria below.
 */
function HoroscopePreferences({ control }: { control: Control<PreferencesInput> }) {
  const { t } = useTranslation('member');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{t('preferences.horoscope')}</Typography>
      <Controller
        name="guna_min"
        control={control}
        render={({ field, fieldState }) => (
          <SelectInput
            label={t('preferences.gunaMin')}
            {...boundInput(field, fieldState, t('preferences.gunaMinHelp'))}
            value={field.value ?? 0}
            onChange={(e) => field.onChange(Number(e.target.value))}
            options={GUNA_CHOICES.map((n) => ({
              value: n,
              label: n === 0 ? t('preferences.gunaNone') : t('preferences.gunaMinValue', { min: n }),
            }))}
          />
        )}
      />
      <SwitchField control={control} name="manglik_match" label={t('preferences.manglikMatch')} />
      <Typography variant="caption" color="text.secondary">
        {t('preferences.manglikMatchHelp')}
      </Typography>
      <SwitchField
        control={control}
        name="horoscope_unknown_passes"
        label={t('preferences.unknownPasses')}
        whenUnset
      />
      <Typography variant="caption" color="text.secondary">
        {t('preferences.unknownPassesHelp')}
      </Typography>
    </Box>
  );
}

function PreferencesForm({ preferences, onDone }: { preferences: Preferences; onDone(): void }) {
  const { t } = useTranslation('member');
  const form = useForm<PreferencesInput>({
    resolver: zodResolver(preferencesInputSchema) as Resolver<PreferencesInput>,
    defaultValues: preferences as PreferencesInput,
  });
  const save = useSavePreferences();
  const states = (form.watch('states') ?? []) as string[];
  const cityOptions = [...new Set(states.flatMap((s) => citiesForState(s)))];
  const hMin = form.watch('height_min');
  const hMax = form.watch('height_max');
  const anyHeight = hMin === null && hMax === null;
  const idx = (cm: number | null | undefined, fallback: number) => {
    if (cm === null || cm === undefined) return fallback;
    const i = HEIGHTS.findIndex((h) => h.cm >= cm);
    return i === -1 ? HEIGHTS.length - 1 : i;
  };

  const { formError, clear, handlers } = useSaveHandlers(
    form.setError,
    (k) => {
      const key = k.split('.')[0] as keyof PreferencesInput;
      return key in preferences ? key : undefined;
    },
    onDone,
  );

  const onSubmit = form.handleSubmit((values) => {
    clear();
    save.mutate(values, handlers);
  });

  return (
    <EditForm onSubmit={onSubmit} error={formError}>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Box sx={{ px: 1 }}>
          <Controller
            name="age_min"
            control={form.control}
            render={({ field, fieldState }) => {
              const max = form.watch('age_max') ?? AGE_MAX;
              const raw = fieldState.error?.message ?? form.formState.errors.age_max?.message;
              const err = raw && translateMsg(raw);
              return (
                <>
                  <Typography id="age-label" gutterBottom>
                    {t('preferences.ageLabel', { from: field.value, to: max })}
                  </Typography>
                  <Slider
                    aria-labelledby="age-label"
                    getAriaLabel={(i) => (i === 0 ? t('preferences.minAge') : t('preferences.maxAge'))}
                    min={AGE_MIN}
                    max={AGE_MAX}
                    value={[field.value ?? AGE_MIN, max]}
                    onChange={(_, v) => {
                      const [a, b] = v as number[];
                      field.onChange(a);
                      form.setValue('age_max', b, { shouldDirty: true });
                    }}
                    valueLabelDisplay="auto"
                    disableSwap
                    marks={[
                      { value: AGE_MIN, label: String(AGE_MIN) },
                      { value: AGE_MAX, label: String(AGE_MAX) },
                    ]}
                  />
                  {err && (
                    <Typography variant="caption" color="error">
                      {err}
                    </Typography>
                  )}
                </>
              );
            }}
          />
        </Box>
        <Box sx={{ px: 1 }}>
          <Typography id="height-label" gutterBottom>
            {t('preferences.heightLabel', {
              value: anyHeight
                ? t('preferences.anyLower')
                : t('preferences.range', {
                    from: shortHeight(hMin ?? HEIGHTS[0].cm),
                    to: shortHeight(hMax ?? HEIGHTS[HEIGHTS.length - 1].cm),
                  }),
            })}
          </Typography>
          <Slider
            aria-labelledby="height-label"
            getAriaLabel={(i) => (i === 0 ? t('preferences.minHeight') : t('preferences.maxHeight'))}
            min={0}
            max={HEIGHTS.length - 1}
            disabled={anyHeight}
            value={[idx(hMin, 0), idx(hMax, HEIGHTS.length - 1)]}
            onChange={(_, v) => {
              const [a, b] = v as number[];
              form.setValue('height_min', HEIGHTS[a].cm, { shouldDirty: true });
              form.setValue('height_max', HEIGHTS[b].cm, { shouldDirty: true });
            }}
            valueLabelDisplay="auto"
            valueLabelFormat={(i) => shortHeight(HEIGHTS[i].cm)}
            disableSwap
          />
          <FormControlLabel
            control={
              <Switch
                checked={anyHeight}
                onChange={(e) => {
                  form.setValue('height_min', e.target.checked ? null : 152, { shouldDirty: true });
                  form.setValue('height_max', e.target.checked ? null : 183, { shouldDirty: true });
                }}
              />
            }
            label={t('preferences.anyHeight')}
          />
          {form.formState.errors.height_max?.message && (
            <Typography variant="caption" color="error" sx={{ display: 'block' }}>
              {translateMsg(form.formState.errors.height_max.message)}
            </Typography>
          )}
        </Box>
        {LISTS.map((l) => (
          <MultiPick
            key={l.key}
            control={form.control}
            name={l.key}
            field={l.field}
            options={l.key === 'cities' ? cityOptions : l.options}
            free={l.free}
          />
        ))}
        <Controller
          name="country"
          control={form.control}
          render={({ field, fieldState }) => (
            <ComboInput
              input={{
                ...boundInput(field, fieldState, t('preferences.listHelp')),
                value: field.value ?? '',
              }}
              onChange={field.onChange}
              label={t('preferences.criteria.country')}
              options={COUNTRIES}
              getOptionLabel={(o) => optionLabel('country', o)}
              placeholder={t('preferences.any')}
              shrinkLabel
            />
          )}
        />
        <HoroscopePreferences control={form.control} />
        <Box sx={{ display: 'grid', gap: 1 }}>
          <SwitchField control={form.control} name="id_verified" label={t('preferences.idVerified')} />
          <Typography variant="caption" color="text.secondary">
            {t('preferences.idVerifiedHelp')}
          </Typography>
        </Box>
      </Box>
      <Controller
        name="must_haves"
        control={form.control}
        render={({ field, fieldState }) => {
          const chosen = (field.value ?? []) as string[];
          return (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
              <Typography component="legend" sx={{ fontWeight: 600 }}>
                {t('preferences.mustHaves')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('preferences.mustHavesHelp')}
              </Typography>
              <FormGroup row>
                {PREFERENCE_CRITERIA.map((k) => (
                  <FormControlLabel
                    key={k}
                    label={t(`preferences.criteria.${k}`)}
                    control={
                      <Checkbox
                        name={`must_have_${k}`}
                        checked={chosen.includes(k)}
                        onChange={(e) =>
                          field.onChange(e.target.checked ? [...chosen, k] : chosen.filter((x) => x !== k))
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error && (
                <Typography variant="caption" color="error">
                  {fieldState.error.message && translateMsg(fieldState.error.message)}
                </Typography>
              )}
            </Box>
          );
        }}
      />
      <FormActions busy={save.isPending} onCancel={onDone} />
    </EditForm>
  );
}
