import {
  Alert,
  Autocomplete,
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Slider,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { type Control, Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
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
import { formatHeight } from '../../../shared/options/height';
import {
  PREFERENCE_CRITERIA,
  type PreferenceCriterion,
  type Preferences,
  type PreferencesInput,
  preferencesInputSchema,
} from '../../../shared/schemas/member';
import { ApiError } from '../../api/client';
import { zodResolver } from '../../components/zodResolver';
import { useSavePreferences } from './api';
import { FieldList, FormActions, SectionCard } from './SectionCard';

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

/** The multi-select lists: label, options, and whether free text is accepted (long lists, SPEC §5). */
const LISTS: { key: ListKey; label: string; options: readonly string[]; free: boolean }[] = [
  { key: 'marital_statuses', label: 'Marital status', options: MARITAL_STATUSES, free: false },
  { key: 'castes', label: 'Caste / community', options: CASTES, free: true },
  { key: 'mother_tongues', label: 'Mother tongue', options: MOTHER_TONGUES, free: true },
  { key: 'qualifications', label: 'Qualification', options: QUALIFICATIONS, free: true },
  { key: 'occupations', label: 'Occupation', options: OCCUPATIONS, free: true },
  { key: 'income_bands', label: 'Income per annum', options: INCOME_BANDS, free: false },
  { key: 'states', label: 'State', options: INDIAN_STATES, free: false },
  { key: 'cities', label: 'City / district', options: [], free: true },
  { key: 'diets', label: 'Diet', options: DIETS, free: false },
];

/** Names of the criteria a member may make must-haves (issue #8). */
const CRITERION_LABELS: Record<PreferenceCriterion, string> = {
  height: 'Height',
  marital_status: 'Marital status',
  caste: 'Caste / community',
  qualification: 'Qualification',
  occupation: 'Occupation',
  income_band: 'Income',
  mother_tongue: 'Mother tongue',
  state: 'State',
  city: 'City / district',
  diet: 'Diet',
  country: 'Country',
};

const mustHavesText = (keys: string[]) =>
  ['Age', ...PREFERENCE_CRITERIA.filter((k) => keys.includes(k)).map((k) => CRITERION_LABELS[k])].join(', ');

const shortHeight = (cm: number) => formatHeight(cm).replace(/ \(.*\)$/, '');
const any = (xs: string[]) => (xs.length ? xs.join(', ') : 'Any');

/** Partner preferences shown as text: ranges, lists, "Any" for an empty list. */
function summary(p: Preferences) {
  const height =
    p.height_min === null && p.height_max === null
      ? 'Any'
      : `${p.height_min ? formatHeight(p.height_min) : 'Any'} to ${p.height_max ? formatHeight(p.height_max) : 'any'}`;
  const items = [
    { key: 'age', label: 'Age', value: `${p.age_min} to ${p.age_max} years` },
    { key: 'height', label: 'Height', value: height },
    ...LISTS.map((l) => ({ key: l.key, label: l.label, value: any(p[l.key]) })),
    { key: 'country', label: 'Country', value: p.country || 'Any' },
    {
      key: 'must_haves',
      label: 'Must-haves (the rest rank your matches)',
      value: mustHavesText(p.must_haves),
    },
  ];
  return items.map((it) => ({ ...it, wide: it.value.length > 22 }));
}

/**
 * Partner preferences (issue #3): view, then edit with an age range slider (18 to 70), a height range
 * (or any height), and multi-selects where an empty choice means 'Any'; the member ticks which are
 * must-haves, the rest are nice-to-haves that rank matches (issue #8). The server validates again.
 */
export function PreferencesEditor({ preferences }: { preferences: Preferences }) {
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      id="preferences"
      title="Partner preferences"
      subtitle={editing ? 'Leave a list empty to accept anyone.' : 'Used for your matches, both ways.'}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      {editing ? (
        <PreferencesForm preferences={preferences} onDone={() => setEditing(false)} />
      ) : (
        <FieldList items={summary(preferences)} />
      )}
    </SectionCard>
  );
}

function MultiPick(props: {
  control: Control<PreferencesInput>;
  name: ListKey;
  label: string;
  options: readonly string[];
  free: boolean;
}) {
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => {
        const value = (field.value ?? []) as string[];
        const err =
          fieldState.error?.message ??
          (fieldState.error as unknown as Record<string, { message?: string }> | undefined)?.[0]?.message;
        return (
          <Autocomplete
            multiple
            freeSolo={props.free}
            forcePopupIcon
            filterSelectedOptions
            options={props.options as string[]}
            value={value}
            onChange={(_, v) => field.onChange(v.map((x) => String(x).trim()).filter(Boolean))}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                label={props.label}
                placeholder={value.length ? undefined : 'Any'}
                slotProps={{
                  ...params.slotProps,
                  inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
                }}
                inputRef={field.ref}
                error={!!err}
                helperText={err ?? (props.free ? 'Choose or type; empty means any' : 'Empty means any')}
              />
            )}
          />
        );
      }}
    />
  );
}

function PreferencesForm({ preferences, onDone }: { preferences: Preferences; onDone(): void }) {
  const form = useForm<PreferencesInput>({
    resolver: zodResolver(preferencesInputSchema) as Resolver<PreferencesInput>,
    defaultValues: preferences as PreferencesInput,
  });
  const save = useSavePreferences();
  const [formError, setFormError] = useState<string | null>(null);
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

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: (d) => {
        toast.success(d.message);
        onDone();
      },
      onError: (e) => {
        const errors = e instanceof ApiError ? e.errors : {};
        let placed = false;
        for (const [k, msg] of Object.entries(errors)) {
          const key = k.split('.')[0] as keyof PreferencesInput;
          if (key in preferences) {
            form.setError(key, { message: msg });
            placed = true;
          }
        }
        if (!placed) setFormError(e.message);
        toast.error(e.message);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Box sx={{ px: 1 }}>
          <Controller
            name="age_min"
            control={form.control}
            render={({ field, fieldState }) => {
              const max = form.watch('age_max') ?? AGE_MAX;
              const err = fieldState.error?.message ?? form.formState.errors.age_max?.message;
              return (
                <>
                  <Typography id="age-label" gutterBottom>
                    Age: {field.value} to {max} years
                  </Typography>
                  <Slider
                    aria-labelledby="age-label"
                    getAriaLabel={(i) => (i === 0 ? 'Minimum age' : 'Maximum age')}
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
            Height:{' '}
            {anyHeight
              ? 'any'
              : `${shortHeight(hMin ?? HEIGHTS[0].cm)} to ${shortHeight(hMax ?? HEIGHTS[HEIGHTS.length - 1].cm)}`}
          </Typography>
          <Slider
            aria-labelledby="height-label"
            getAriaLabel={(i) => (i === 0 ? 'Minimum height' : 'Maximum height')}
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
            label="Any height"
          />
          {form.formState.errors.height_max?.message && (
            <Typography variant="caption" color="error" sx={{ display: 'block' }}>
              {form.formState.errors.height_max.message}
            </Typography>
          )}
        </Box>
        {LISTS.map((l) => (
          <MultiPick
            key={l.key}
            control={form.control}
            name={l.key}
            label={l.label}
            options={l.key === 'cities' ? cityOptions : l.options}
            free={l.free}
          />
        ))}
        <Controller
          name="country"
          control={form.control}
          render={({ field, fieldState }) => (
            <Autocomplete
              freeSolo
              forcePopupIcon
              options={COUNTRIES as readonly string[] as string[]}
              value={field.value || null}
              inputValue={field.value ?? ''}
              onChange={(_, v) => field.onChange(v ?? '')}
              onInputChange={(_, v) => field.onChange(v)}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={field.name}
                  label="Country"
                  placeholder="Any"
                  slotProps={{
                    ...params.slotProps,
                    inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
                  }}
                  inputRef={field.ref}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'Empty means any'}
                />
              )}
            />
          )}
        />
      </Box>
      <Controller
        name="must_haves"
        control={form.control}
        render={({ field, fieldState }) => {
          const chosen = (field.value ?? []) as string[];
          return (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
              <Typography component="legend" sx={{ fontWeight: 600 }}>
                Must-haves
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Ticked choices filter your matches (age always does). The others are nice-to-haves: members
                who have them are shown first.
              </Typography>
              <FormGroup row>
                {PREFERENCE_CRITERIA.map((k) => (
                  <FormControlLabel
                    key={k}
                    label={CRITERION_LABELS[k]}
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
                  {fieldState.error.message}
                </Typography>
              )}
            </Box>
          );
        }}
      />
      <FormActions busy={save.isPending} onCancel={onDone} />
    </Box>
  );
}
