import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
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
import { boundInput, ComboInput, SelectInput } from '../../components/FormInputs';
import { MobileField } from '../../components/MobileField';
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
        const str = field.value === null || field.value === undefined ? '' : String(field.value);
        const input = { ...boundInput(field, fieldState, note), value: str };
        const text = (e: { target: { value: string } }) => field.onChange(e.target.value);
        switch (kind.type) {
          case 'select':
            return (
              <SelectInput
                label={label}
                {...input}
                value={kind.options.some((o) => o.value === str) ? str : ''}
                onChange={text}
                options={kind.options.map((o) => ({ value: o.value, label: optionLabel(name, o.value) }))}
                empty={kind.optional ? <em>{t('fields.notSpecified')}</em> : undefined}
              />
            );
          case 'height':
            return (
              <SelectInput
                label={label}
                {...input}
                onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                options={HEIGHTS.map((h) => ({ value: String(h.cm), label: heightText(h.cm) }))}
                empty={<em>{t('fields.notSpecified')}</em>}
              />
            );
          case 'combo':
          case 'city':
            return (
              <ComboInput
                input={input}
                onChange={field.onChange}
                label={label}
                options={kind.type === 'city' ? citiesForState(state ?? '') : kind.options}
                placeholder={combo}
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
                    name={input.name}
                    label={label}
                    inputRef={input.inputRef}
                    error={input.error}
                    helperText={input.helperText}
                  />
                )}
              />
            ) : (
              <ComboInput
                input={{ ...input, helperText: boundInput(field, fieldState).helperText }}
                onChange={field.onChange}
                label={t('fields.stateProvince')}
                options={[]}
                placeholder={combo}
              />
            );
          case 'date':
            return (
              <DateField
                label={label}
                {...input}
                onChange={field.onChange}
                min={dayjs('1900-01-01')}
                max={dayjs(todayIST())}
                birthDate
              />
            );
          case 'time':
            return (
              <TextField
                type="time"
                label={label}
                {...boundInput(field, fieldState, note ?? t('fields.help.birthTime'))}
                value={str}
                onChange={text}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            );
          case 'mobile':
            return <MobileField label={label} {...input} onChange={field.onChange} />;
          default:
            return (
              <TextField
                label={label}
                {...boundInput(field, fieldState, note ?? (kind.help && t(`fields.help.${kind.help}`)))}
                value={str}
                onChange={text}
                multiline={kind.multiline}
                minRows={kind.multiline ? 3 : undefined}
                slotProps={{ htmlInput: { maxLength: kind.max } }}
              />
            );
        }
      }}
    />
  );
}
