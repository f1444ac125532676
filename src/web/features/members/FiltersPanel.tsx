import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AGE_MAX,
  AGE_MIN,
  CASTES,
  citiesForState,
  HEIGHTS,
  INCOME_BANDS,
  INDIAN_STATES,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  OCCUPATION_PLACEHOLDER,
  OCCUPATIONS,
  QUALIFICATIONS,
} from '../../../shared/options';
import { MANGLIK_FILTERS } from '../../../shared/policies/horoscope';
import { SelectInput, SwitchField } from '../../components/FormInputs';
import { GUNA_CHOICES } from '../horoscope/choices';
import { EMPTY_FILTERS, type FilterValues, filterResolver } from './filters';
import { optionLabel } from './optionLabel';

const AGES = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => String(AGE_MIN + i));
const OCCUPATION_OPTIONS = OCCUPATIONS.filter((o) => (o as string) !== OCCUPATION_PLACEHOLDER);

type ListField =
  | 'marital_status'
  | 'caste'
  | 'mother_tongue'
  | 'qualification'
  | 'occupation'
  | 'income_band';

/**
 * Browse and search criteria (docs/member-area.md#matches): name, age, marital status, caste, state and city for everyone;
 * height, mother tongue, education, occupation, income and "with photo" are advanced filters, locked with
 * an upgrade hint when the plan does not include them (the server refuses them too, with 402).
 */
export function FiltersPanel({
  value,
  onApply,
  advanced,
  onUpgrade,
  applyLabel,
  idPrefix = 'f',
}: {
  value: FilterValues;
  onApply: (v: FilterValues) => void;
  /** The plan includes advanced filters. */
  advanced: boolean;
  onUpgrade: () => void;
  applyLabel?: string;
  idPrefix?: string;
}) {
  const { t } = useTranslation('member');
  const form = useForm<FilterValues>({ resolver: filterResolver, defaultValues: value });
  const { control, handleSubmit, reset, watch, setValue, formState } = form;
  useEffect(() => reset(value), [value, reset]);
  const state = watch('state');
  const cities = citiesForState(state);

  const multi = (name: ListField, label: string, options: readonly string[], disabled = false) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Autocomplete
          multiple
          id={`${idPrefix}-${name}`}
          options={options as string[]}
          value={field.value}
          onChange={(_e, v) => field.onChange(v)}
          disabled={disabled}
          filterSelectedOptions
          getOptionLabel={(o) => optionLabel(name, o)}
          limitTags={2}
          renderInput={(params) => (
            <TextField {...params} label={label} placeholder={field.value.length ? '' : t('filters.any')} />
          )}
        />
      )}
    />
  );

  const select = (
    name: 'age_min' | 'age_max' | 'height_min' | 'height_max' | 'guna_min' | 'manglik',
    label: string,
    options: { value: string; label: string }[],
    disabled = false,
    help?: string,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <SelectInput
          id={`${idPrefix}-${name}`}
          label={label}
          value={field.value}
          onChange={field.onChange}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? help}
          options={options}
          empty={t('filters.any')}
        />
      )}
    />
  );

  const ages = AGES.map((a) => ({ value: a, label: a }));
  const heights = HEIGHTS.map((h) => ({ value: String(h.cm), label: h.label }));
  const gunas = GUNA_CHOICES.filter((n) => n > 0).map((n) => ({
    value: String(n),
    label: t('preferences.gunaMinValue', { min: n }),
  }));
  const mangliks = MANGLIK_FILTERS.map((m) => ({ value: m, label: t(`filters.manglikValues.${m}`) }));

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onApply)} aria-label={t('filters.label')}>
      <Stack spacing={2}>
        <Controller
          name="q"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id={`${idPrefix}-q`}
              label={t('filters.name')}
              placeholder={t('filters.firstName')}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Stack direction="row" spacing={1.5}>
          {select('age_min', t('filters.ageFrom'), ages)}
          {select('age_max', t('filters.ageTo'), ages)}
        </Stack>
        {multi('marital_status', t('filters.maritalStatus'), MARITAL_STATUSES)}
        {multi('caste', t('filters.caste'), CASTES)}
        <Controller
          name="state"
          control={control}
          render={({ field }) => (
            <Autocomplete
              id={`${idPrefix}-state`}
              options={INDIAN_STATES as readonly string[] as string[]}
              value={field.value || null}
              onChange={(_e, v) => {
                field.onChange(v ?? '');
                setValue('city', '');
              }}
              renderInput={(params) => (
                <TextField {...params} label={t('filters.state')} placeholder={t('filters.any')} />
              )}
            />
          )}
        />
        <Controller
          name="city"
          control={control}
          render={({ field }) => (
            <Autocomplete
              id={`${idPrefix}-city`}
              freeSolo
              options={cities as string[]}
              value={field.value || null}
              inputValue={field.value}
              onInputChange={(_e, v) => field.onChange(v)}
              onChange={(_e, v) => field.onChange(v ?? '')}
              renderInput={(params) => (
                <TextField {...params} label={t('filters.city')} placeholder={t('filters.any')} />
              )}
            />
          )}
        />
        {select('guna_min', t('preferences.gunaMin'), gunas, false, t('filters.gunaHelp'))}
        {select('manglik', t('filters.manglik'), mangliks, false, t('filters.manglikHelp'))}
        <SwitchField
          control={control}
          name="id_verified"
          label={t('filters.idVerified')}
          sx={{ minHeight: 44 }}
        />

        <Divider textAlign="left">
          <Typography
            variant="overline"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {!advanced && <LockOutlined fontSize="inherit" />} {t('filters.advanced')}
          </Typography>
        </Divider>
        {!advanced && (
          <Alert
            severity="info"
            icon={<LockOutlined />}
            action={
              <Button color="inherit" size="small" onClick={onUpgrade}>
                {t('filters.upgrade')}
              </Button>
            }
          >
            {t('filters.premiumOnly')}
          </Alert>
        )}
        <Stack direction="row" spacing={1.5}>
          {select('height_min', t('filters.heightFrom'), heights, !advanced)}
          {select('height_max', t('filters.heightTo'), heights, !advanced)}
        </Stack>
        {multi('mother_tongue', t('filters.motherTongue'), MOTHER_TONGUES, !advanced)}
        {multi('qualification', t('filters.qualification'), QUALIFICATIONS, !advanced)}
        {multi('occupation', t('filters.occupation'), OCCUPATION_OPTIONS, !advanced)}
        {multi('income_band', t('filters.income'), INCOME_BANDS, !advanced)}
        <SwitchField
          control={control}
          name="with_photo"
          label={t('filters.withPhoto')}
          disabled={!advanced}
          sx={{ minHeight: 44 }}
        />
        <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
          <Button
            variant="outlined"
            onClick={() => {
              reset(EMPTY_FILTERS);
              onApply(EMPTY_FILTERS);
            }}
            sx={{ flex: 1 }}
          >
            {t('filters.clear')}
          </Button>
          <Button type="submit" variant="contained" sx={{ flex: 2 }} disabled={formState.isSubmitting}>
            {applyLabel ?? t('filters.apply')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
