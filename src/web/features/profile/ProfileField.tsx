import { Autocomplete, MenuItem, TextField } from '@mui/material';
import dayjs from 'dayjs';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayIST } from '../../../shared/dates';
import { MANGLIK_STATUSES } from '../../../shared/horoscope/manglik';
import {
  BLOOD_GROUPS,
  CASTES,
  COUNTRIES,
  citiesForState,
  DIETS,
  GENDERS,
  HABITS,
  HEIGHTS,
  INCOME_BANDS,
  INDIAN_STATES,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  NAKSHATRAS,
  OCCUPATIONS,
  PARENTS,
  PROFILE_FOR,
  QUALIFICATIONS,
  RASHIS,
  SUN_SIGNS,
} from '../../../shared/options';
import { HOROSCOPE_PRIVACY } from '../../../shared/policies/horoscope';
import { isIndia, type ProfileUpdateInput } from '../../../shared/schemas/member';
import { DateField } from '../../components/DateField';
import { MobileField } from '../../components/MobileField';
import { translateMsg } from '../../i18n';
import { heightText, optionLabel } from '../members';

/** A closed list's stored values; what is shown comes from the `options` catalogue (optionLabel). */
type Opt = { value: string };
const plain = (xs: readonly string[]): Opt[] => xs.map((x) => ({ value: x }));

/** How each editable field is edited: closed lists are selects, long lists free-text autocompletes. */
type Kind =
  | { type: 'text'; multiline?: boolean; max: number; help?: 'aboutMe' | 'siblings' }
  | { type: 'time' }
  | { type: 'select'; options: Opt[]; optional?: boolean }
  | { type: 'combo'; options: readonly string[] }
  | { type: 'date' }
  | { type: 'height' }
  | { type: 'mobile' }
  | { type: 'state' }
  | { type: 'city' };

const KINDS: Record<string, Kind> = {
  first_name: { type: 'text', max: 60 },
  last_name: { type: 'text', max: 60 },
  profilefor: { type: 'select', options: plain(PROFILE_FOR) },
  gender: { type: 'select', options: GENDERS.map((g) => ({ value: g.value })) },
  date_of_birth: { type: 'date' },
  marital_status: { type: 'select', options: plain(MARITAL_STATUSES) },
  height_cm: { type: 'height' },
  mother_tongue: { type: 'combo', options: MOTHER_TONGUES },
  about_me: {
    type: 'text',
    multiline: true,
    max: 2000,
    help: 'aboutMe',
  },
  name_of_parent: { type: 'select', options: plain(PARENTS), optional: true },
  parent_name: { type: 'text', max: 100 },
  siblings: { type: 'text', max: 200, help: 'siblings' },
  caste: { type: 'combo', options: CASTES },
  sub_caste: { type: 'text', max: 100 },
  gotra: { type: 'text', max: 100 },
  rashi: { type: 'select', options: plain(RASHIS), optional: true },
  nakshatra: { type: 'select', options: plain(NAKSHATRAS), optional: true },
  manglik: { type: 'select', options: plain(MANGLIK_STATUSES), optional: true },
  birth_time: { type: 'time' },
  birth_place: { type: 'text', max: 100 },
  horoscope_privacy: { type: 'select', options: plain(HOROSCOPE_PRIVACY) },
  educational_qualification: { type: 'combo', options: QUALIFICATIONS },
  occupation: { type: 'combo', options: OCCUPATIONS },
  income_per_month: { type: 'select', options: plain(INCOME_BANDS), optional: true },
  occupation_country: { type: 'combo', options: COUNTRIES },
  country: { type: 'combo', options: COUNTRIES },
  state: { type: 'state' },
  city: { type: 'city' },
  diet: { type: 'select', options: plain(DIETS), optional: true },
  smoking: { type: 'select', options: plain(HABITS), optional: true },
  drinking: { type: 'select', options: plain(HABITS), optional: true },
  blood_group: { type: 'select', options: plain(BLOOD_GROUPS), optional: true },
  sun_sign: { type: 'select', options: plain(SUN_SIGNS), optional: true },
  mobile_no: { type: 'mobile' },
  address: { type: 'text', multiline: true, max: 500 },
};

/** True for fields that take the full row width in the section grid. */
export const isWide = (field: string) => {
  const k = KINDS[field];
  return k?.type === 'text' && !!k.multiline;
};

/** A free-text autocomplete over a long option list (SPEC §5: option fields also accept free text). */
function Combo(props: {
  name: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange(v: string): void;
  onBlur(): void;
  inputRef: React.Ref<HTMLInputElement>;
  error?: string;
  help?: string;
  placeholder: string;
}) {
  return (
    <Autocomplete
      freeSolo
      forcePopupIcon
      options={props.options as string[]}
      value={props.value || null}
      inputValue={props.value}
      onChange={(_, v) => props.onChange(v ?? '')}
      onInputChange={(_, v) => props.onChange(v)}
      onBlur={props.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          label={props.label}
          placeholder={props.placeholder}
          inputRef={props.inputRef}
          error={!!props.error}
          helperText={props.error ?? props.help}
        />
      )}
    />
  );
}

/**
 * One editable profile field bound to a react-hook-form control, rendered by its kind. `country` and
 * `state` are the form's current values (state list for India, city list for the chosen state).
 */
export function ProfileField({
  name,
  control,
  country,
  state,
  note,
}: {
  name: keyof ProfileUpdateInput;
  control: Control<ProfileUpdateInput>;
  country?: string;
  state?: string;
  note?: string;
}) {
  const { t } = useTranslation('member');
  const kind = KINDS[name] ?? { type: 'text', max: 100 };
  const label = t(`fields.${name}`);
  const combo = t('fields.chooseOrType');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message && translateMsg(fieldState.error.message);
        const help = error ?? note;
        const str = field.value === null || field.value === undefined ? '' : String(field.value);
        switch (kind.type) {
          case 'select':
            return (
              <TextField
                select
                name={field.name}
                label={label}
                value={kind.options.some((o) => o.value === str) ? str : ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!error}
                helperText={help}
              >
                {kind.optional && (
                  <MenuItem value="">
                    <em>{t('fields.notSpecified')}</em>
                  </MenuItem>
                )}
                {kind.options.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {optionLabel(name, o.value)}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'height':
            return (
              <TextField
                select
                name={field.name}
                label={label}
                value={str}
                onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!error}
                helperText={help}
              >
                <MenuItem value="">
                  <em>{t('fields.notSpecified')}</em>
                </MenuItem>
                {HEIGHTS.map((h) => (
                  <MenuItem key={h.cm} value={String(h.cm)}>
                    {heightText(h.cm)}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'combo':
            return (
              <Combo
                name={field.name}
                placeholder={combo}
                label={label}
                options={kind.options}
                value={str}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={error}
                help={note}
              />
            );
          case 'state':
            return isIndia(country) ? (
              <Autocomplete
                options={INDIAN_STATES as readonly string[] as string[]}
                value={str || null}
                onChange={(_, v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name={field.name}
                    label={label}
                    inputRef={field.ref}
                    error={!!error}
                    helperText={help}
                  />
                )}
              />
            ) : (
              <Combo
                name={field.name}
                placeholder={combo}
                label={t('fields.stateProvince')}
                options={[]}
                value={str}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={error}
              />
            );
          case 'city':
            return (
              <Combo
                name={field.name}
                placeholder={combo}
                label={label}
                options={citiesForState(state ?? '')}
                value={str}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={error}
                help={note}
              />
            );
          case 'date':
            return (
              <DateField
                name={field.name}
                label={label}
                value={str}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                min={dayjs('1900-01-01')}
                max={dayjs(todayIST())}
                birthDate
                error={!!error}
                helperText={help}
              />
            );
          case 'time':
            return (
              <TextField
                type="time"
                name={field.name}
                label={label}
                value={str}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!error}
                helperText={help ?? t('fields.help.birthTime')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            );
          case 'mobile':
            return (
              <MobileField
                name={field.name}
                label={label}
                value={str}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!error}
                helperText={help}
              />
            );
          default:
            return (
              <TextField
                name={field.name}
                label={label}
                value={str}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                multiline={kind.multiline}
                minRows={kind.multiline ? 3 : undefined}
                error={!!error}
                helperText={help ?? (kind.help && t(`fields.help.${kind.help}`))}
                slotProps={{ htmlInput: { maxLength: kind.max } }}
              />
            );
        }
      }}
    />
  );
}
