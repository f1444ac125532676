import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import {
  Alert,
  Autocomplete,
  Backdrop,
  Box,
  Button,
  Checkbox,
  Container,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Link,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type Control, Controller, type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ageOn, todayIST } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import type { OptionList } from '../../../shared/options';
import {
  CASTES,
  COUNTRIES,
  citiesForState,
  DEFAULT_COUNTRY,
  GENDERS,
  INCOME_BANDS,
  INDIAN_STATES,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  OCCUPATIONS,
  PARENTS,
  PROFILE_FOR,
  QUALIFICATIONS,
} from '../../../shared/options';
import { PRIVACY_NOTICE } from '../../../shared/privacy';
import { PAID_PLAN_CODES } from '../../../shared/roles';
import { type Registration, type RegistrationInput, registrationSchema } from '../../../shared/schemas/auth';
import { ApiError } from '../../api/client';
import { setToken } from '../../auth/session';
import { DateField } from '../../components/DateField';
import { FormMobileField } from '../../components/MobileField';
import { PasswordField } from '../../components/PasswordField';
import { Spinner } from '../../components/Spinner';
import { useOptionLabel } from '../../components/useOptionLabel';
import { usePageTitle } from '../../components/usePageTitle';
import { usePlanName } from '../../components/usePlanName';
import { zodResolver } from '../../components/zodResolver';
import { signupRequest, useOpenLogin } from '../../features/auth';
import { usePlans } from '../../features/plans';
import { formatRupees } from '../../format';
import { translateMsg } from '../../i18n';

/** The form's values: every registration field as typed (strings), validated by registrationSchema. */
type FormValues = { [K in keyof Omit<Required<RegistrationInput>, 'privacy_consent'>]: string } & {
  /** Data rights (docs/data-rights.md): the privacy notice agreed to (the server refuses a registration without it). */
  privacy_consent: boolean;
};
type Field = Exclude<FieldPath<FormValues>, 'privacy_consent'>;

const MIN_DOB = dayjs('1900-01-01');

/** SPEC §2: ?type=PremiumUser or SilverUser selects that kind; anything else, or none, is FreeUser. */
function kindFrom(type: string | null): string {
  return type && (PAID_PLAN_CODES as readonly string[]).includes(type) ? type : 'FreeUser';
}

function blank(kind: string, code = ''): FormValues {
  return {
    user_role: kind,
    marital_status: '',
    profilefor: '',
    gender: '',
    date_of_birth: '',
    age: '',
    educational_qualification: '',
    occupation: '',
    income_per_month: '',
    country: DEFAULT_COUNTRY,
    mother_tongue: '',
    name_of_parent: '',
    parent_name: '',
    religion: 'Hindu',
    caste: '',
    address: '',
    occupation_country: DEFAULT_COUNTRY,
    state: '',
    city: '',
    first_name: '',
    last_name: '',
    username: '',
    mobile_no: '',
    password: '',
    confirmPassword: '',
    promo_code: code,
    privacy_consent: false,
  };
}

/**
 * registrationSchema as the form's resolver (the server runs the same schema). Zod skips the
 * cross-field check while other fields fail, so 'Passwords do not match' is added here too, so the
 * member sees every problem at once.
 */
const baseResolver = zodResolver(registrationSchema) as unknown as Resolver<
  FormValues,
  unknown,
  Registration
>;
const resolver: Resolver<FormValues, unknown, Registration> = async (values, ctx, opts) => {
  const result = await baseResolver(values, ctx, opts);
  if (values.password !== values.confirmPassword && !result.errors.confirmPassword) {
    return {
      values: {},
      errors: {
        ...result.errors,
        confirmPassword: { type: 'custom', message: translateMsg(MSG.passwordsMismatch) },
      },
    };
  }
  return result;
};

function SectionCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography
        component="h2"
        sx={{ fontWeight: 700, letterSpacing: 1.5, color: 'primary.main', fontSize: '0.95rem' }}
      >
        {title}
      </Typography>
      <Box
        sx={{
          width: 44,
          height: 3,
          bgcolor: 'secondary.main',
          borderRadius: 2,
          mt: 0.75,
          mb: hint ? 1 : 2.5,
        }}
      />
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </Paper>
  );
}

type Opt = { value: string; label: string };

function SelectField({
  control,
  name,
  label,
  options,
  required,
  placeholder,
  list,
}: {
  control: Control<FormValues>;
  name: Field;
  label: string;
  options: readonly (string | Opt)[];
  required?: boolean;
  placeholder?: string;
  /** The option list whose labels show (values stay the stored codes). */
  list?: OptionList;
}) {
  const { t } = useTranslation('register');
  const optionLabel = useOptionLabel();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required={required}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {!required && (
            <MenuItem value="">
              <em>{placeholder ?? t('notSpecified')}</em>
            </MenuItem>
          )}
          {options.map((o) => {
            const opt = typeof o === 'string' ? { value: o, label: list ? optionLabel(list, o) : o } : o;
            return (
              <MenuItem key={opt.value} value={opt.value}>
                {opt.label}
              </MenuItem>
            );
          })}
        </TextField>
      )}
    />
  );
}

/** An option field with a long list that also takes free text (SPEC §5). */
function ComboField({
  control,
  name,
  label,
  options,
  placeholder,
  list,
}: {
  control: Control<FormValues>;
  name: Field;
  label: string;
  options: readonly string[];
  placeholder?: string;
  /** The option list whose labels show in the list; the field keeps the stored code or free text. */
  list: OptionList;
}) {
  const { t } = useTranslation('register');
  const optionLabel = useOptionLabel();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          forcePopupIcon
          options={options as string[]}
          value={field.value || null}
          inputValue={field.value}
          onChange={(_, v) => field.onChange(v ?? '')}
          onInputChange={(_, v) => field.onChange(v)}
          onBlur={field.onBlur}
          filterOptions={(opts, { inputValue }) => {
            const q = inputValue.trim().toLowerCase();
            if (!q || opts.includes(inputValue)) return opts;
            return opts.filter((o) => `${o} ${optionLabel(list, o)}`.toLowerCase().includes(q));
          }}
          renderOption={({ key, ...props }, o) => (
            <li key={key} {...props}>
              {optionLabel(list, o)}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              label={label}
              placeholder={placeholder ?? t('chooseOrType')}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/**
 * One option field of the form, described once: a select over a fixed list, or with `combo` a long list
 * that also takes free text (SPEC §5). `list` names the option list whose labels show.
 */
type OptionFieldSpec = {
  name: Field;
  label: string;
  options: readonly string[];
  list: OptionList;
  combo?: boolean;
  required?: boolean;
  placeholder?: string;
};

/** The option fields `fields` in order: each a SelectField, or a ComboField when `combo`. */
function OptionFields({ control, fields }: { control: Control<FormValues>; fields: OptionFieldSpec[] }) {
  return fields.map(({ combo, ...f }) =>
    combo ? (
      <ComboField key={f.name} control={control} {...f} />
    ) : (
      <SelectField key={f.name} control={control} {...f} />
    ),
  );
}

/**
 * Registration (SPEC §2, §3, §5): 'Register Here!', the account kind from ?type=, four sections with
 * every field of the registration payload, validated by the shared registrationSchema. Clear resets
 * every field; Submit is disabled while pending under a loading overlay. Server field messages land on
 * their fields with the values kept; success stores the token and goes to /activation-pending.
 */
export default function RegisterPage() {
  const { t } = useTranslation('register');
  const planName = usePlanName();
  const { t: tOptions } = useTranslation('options');
  const optionLabel = useOptionLabel();
  usePageTitle(t('pageTitle'));
  const [params] = useSearchParams();
  const kind = kindFrom(params.get('type'));
  // Promoters (decision 022): a promoter's referral link carries ?code=; the server checks it.
  const code = (params.get('code') ?? '').slice(0, 40);
  const navigate = useNavigate();
  const { t: tp } = useTranslation('privacy');
  const openLogin = useOpenLogin();
  const plans = usePlans();
  const plan = plans.data?.find((p) => p.code === kind);

  const { control, register, handleSubmit, reset, setValue, setError, formState } = useForm<
    FormValues,
    unknown,
    Registration
  >({
    resolver,
    defaultValues: blank(kind, code),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useEffect(() => setValue('user_role', kind), [kind, setValue]);

  const state = useWatch({ control, name: 'state' });
  const cities = useMemo(() => citiesForState(state), [state]);

  const signup = useMutation({
    mutationFn: (v: Registration) => signupRequest(v),
    onSuccess: (res) => {
      setToken(res.token);
      toast.success(res.message || translateMsg(MSG.signupSuccess));
      // SPEC §4: every signup lands on /activation-pending; a Silver/Premium registrant finds "Pay now
      // for your Silver plan" first there, one tap from checkout (decision 112).
      navigate('/activation-pending');
    },
    onError: (err: Error) => {
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.errors)) {
          if (field in blank(kind))
            setError(field as Field, { type: 'server', message }, { shouldFocus: true });
        }
      }
      toast.error(err.message || translateMsg(MSG.somethingWrong));
    },
  });

  const submit = handleSubmit(
    (v) => signup.mutate(v),
    () => {
      toast.error(translateMsg(MSG.validation));
      // react-hook-form focuses the first field in error right after this; bring it to the middle of
      // the screen with its neighbours, clear of the sticky app bar (a field left half under the bar
      // hid its show-password button: WCAG 2.4.11 and 2.5.8, docs/accessibility.md).
      requestAnimationFrame(() => {
        const field = document.activeElement;
        if (field instanceof HTMLElement && field.closest('form')) field.scrollIntoView({ block: 'center' });
      });
    },
  );

  const text = (name: Field) => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      error: !!formState.errors[name],
      helperText: formState.errors[name]?.message,
    };
  };

  const today = dayjs(todayIST());

  return (
    <Box
      sx={(t) => ({
        background: `linear-gradient(180deg, ${alpha(t.palette.primary.main, 0.07)}, transparent 320px)`,
      })}
    >
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '2.8rem' }, mb: 1 }}>
            {t('title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }} data-testid="account-kind">
            {t('plan')} <strong>{planName(kind)}</strong>
            {plan
              ? t('planDetail', {
                  name: plan.name,
                  price: formatRupees(plan.price_paise),
                  duration: plan.duration_text,
                })
              : ''}
          </Typography>
        </Box>
        <Alert severity="info" sx={{ mb: 3 }}>
          {kind === 'FreeUser' ? t('infoFree') : t('infoPaid')} {t('already')}{' '}
          <Link
            component="button"
            type="button"
            onClick={openLogin}
            // A 45 px tall touch target without making the sentence's line taller.
            sx={{ verticalAlign: 'baseline', fontWeight: 600, py: 1.5, my: -1.5, px: 0.5, mx: -0.5 }}
          >
            {t('login')}
          </Link>
        </Alert>

        <Box component="form" noValidate onSubmit={submit} aria-label={t('formLabel')}>
          <input type="hidden" {...register('user_role')} />

          <SectionCard title={t('section.personal')}>
            <OptionFields
              control={control}
              fields={[
                {
                  name: 'profilefor',
                  label: t('field.profilefor'),
                  options: PROFILE_FOR,
                  list: 'profileFor',
                  required: true,
                },
                {
                  name: 'marital_status',
                  label: t('field.maritalStatus'),
                  options: MARITAL_STATUSES,
                  list: 'maritalStatus',
                  required: true,
                },
              ]}
            />
            <TextField
              label={t('field.firstName')}
              required
              autoComplete="given-name"
              {...text('first_name')}
            />
            <TextField
              label={t('field.lastName')}
              required
              autoComplete="family-name"
              {...text('last_name')}
            />
            <Controller
              name="gender"
              control={control}
              render={({ field, fieldState }) => (
                <FormControl required error={!!fieldState.error} sx={{ gridColumn: { sm: '1 / -1' } }}>
                  <FormLabel id="gender-label">{t('field.gender')}</FormLabel>
                  <RadioGroup row aria-labelledby="gender-label" {...field}>
                    {GENDERS.map((g) => (
                      <FormControlLabel
                        key={g.value}
                        value={g.value}
                        control={<Radio />}
                        label={optionLabel('gender', g.value)}
                        sx={{ minHeight: 44, mr: 4 }}
                      />
                    ))}
                  </RadioGroup>
                  {fieldState.error && (
                    <FormHelperText>{translateMsg(fieldState.error.message ?? '')}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
            <Controller
              name="date_of_birth"
              control={control}
              render={({ field, fieldState }) => (
                <DateField
                  label={t('field.dob')}
                  name={field.name}
                  value={field.value}
                  onChange={(iso) => {
                    field.onChange(iso);
                    const age = iso ? ageOn(iso) : null;
                    setValue('age', age !== null && age >= 0 ? String(age) : '', { shouldValidate: !!iso });
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  min={MIN_DOB}
                  max={today}
                  birthDate
                  referenceDate={today.subtract(25, 'year')}
                  required
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? t('field.dobHelp')}
                />
              )}
            />
            <Controller
              name="age"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  label={t('field.age')}
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  error={!!fieldState.error}
                  // SPEC §5: digits only; worked out from the date of birth in whole years.
                  helperText={fieldState.error?.message ?? t('field.ageHelp')}
                  slotProps={{ htmlInput: { readOnly: true, inputMode: 'numeric' } }}
                />
              )}
            />
            <ComboField
              control={control}
              name="mother_tongue"
              label={t('field.motherTongue')}
              options={MOTHER_TONGUES}
              list="motherTongue"
            />
            {/* Fixed to Hindu (SPEC §3): the stored value stays in the form's values; only its label shows. */}
            <TextField label={t('field.religion')} value={optionLabel('religion', 'Hindu')} disabled />
            <ComboField
              control={control}
              name="caste"
              label={t('field.caste')}
              options={CASTES}
              list="caste"
            />
          </SectionCard>

          <SectionCard title={t('section.career')}>
            <OptionFields
              control={control}
              fields={[
                {
                  combo: true,
                  name: 'educational_qualification',
                  label: t('field.qualification'),
                  options: QUALIFICATIONS,
                  list: 'qualification',
                },
                {
                  combo: true,
                  name: 'occupation',
                  label: t('field.occupation'),
                  options: OCCUPATIONS,
                  list: 'occupation',
                  placeholder: tOptions('occupationPlaceholder'),
                },
                {
                  name: 'income_per_month',
                  label: t('field.income'),
                  options: INCOME_BANDS,
                  list: 'income',
                  placeholder: t('field.incomePlaceholder'),
                },
                {
                  combo: true,
                  name: 'occupation_country',
                  label: t('field.workingCountry'),
                  options: COUNTRIES,
                  list: 'country',
                },
                {
                  combo: true,
                  name: 'country',
                  label: t('field.country'),
                  options: COUNTRIES,
                  list: 'country',
                },
              ]}
            />
            <Controller
              name="state"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('field.state')}
                  name={field.name}
                  value={field.value}
                  onChange={(e) => {
                    // SPEC §5: choosing a state narrows the city options; a city of another state is cleared.
                    if (e.target.value !== field.value) setValue('city', '');
                    field.onChange(e);
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                >
                  <MenuItem value="">
                    <em>{t('field.statePlaceholder')}</em>
                  </MenuItem>
                  {INDIAN_STATES.map((s) => (
                    <MenuItem key={s} value={s}>
                      {optionLabel('state', s)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <ComboField
              control={control}
              name="city"
              label={t('field.city')}
              options={cities}
              list="district"
              placeholder={cities.length ? t('chooseOrType') : t('typeCity')}
            />
          </SectionCard>

          <SectionCard title={t('section.family')}>
            <SelectField
              control={control}
              name="name_of_parent"
              label={t('field.parent')}
              options={PARENTS}
              list="parent"
              placeholder={t('select')}
            />
            <TextField label={t('field.parentName')} {...text('parent_name')} />
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              <TextField
                label={t('field.address')}
                multiline
                minRows={2}
                autoComplete="street-address"
                {...text('address')}
              />
            </Box>
          </SectionCard>

          <SectionCard title={t('section.login')} hint={t('section.loginHint')}>
            <TextField
              label={t('field.email')}
              type="email"
              required
              autoComplete="email"
              {...text('username')}
            />
            <FormMobileField control={control} name="mobile_no" label={t('field.mobile')} required />
            <PasswordField
              label={t('field.password')}
              required
              autoComplete="new-password"
              {...text('password')}
              helperText={formState.errors.password?.message ?? t('field.passwordHelp')}
            />
            <PasswordField
              label={t('field.confirmPassword')}
              required
              autoComplete="new-password"
              {...text('confirmPassword')}
            />
            <TextField
              label={t('field.promo')}
              {...text('promo_code')}
              helperText={formState.errors.promo_code?.message ?? t('field.promoHelp')}
            />
          </SectionCard>

          <Controller
            control={control}
            name="privacy_consent"
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error} sx={{ mb: 2, display: 'flex' }}>
                <FormControlLabel
                  sx={{ alignItems: 'flex-start', minHeight: 44 }}
                  control={
                    <Checkbox
                      name="privacy_consent"
                      checked={!!field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      slotProps={{ input: { ref: field.ref } }}
                      sx={{ mt: -0.5 }}
                    />
                  }
                  label={
                    <Typography variant="body2" component="span">
                      {tp('consent.checkbox', { version: PRIVACY_NOTICE.version })}{' '}
                      <Link component={RouterLink} to="/privacy-policy" target="_blank" rel="noopener">
                        {tp('notice.read')}
                      </Link>
                    </Typography>
                  }
                />
                {fieldState.error && (
                  <FormHelperText>{translateMsg(fieldState.error.message ?? '')}</FormHelperText>
                )}
              </FormControl>
            )}
          />

          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mb: 2 }}>
            <Button
              variant="outlined"
              size="large"
              onClick={() => reset(blank(kind, code))}
              disabled={signup.isPending}
            >
              {t('clear')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={signup.isPending}
              startIcon={<HowToRegRounded />}
              sx={{ minWidth: 140 }}
            >
              {t('submit')}
            </Button>
          </Stack>
        </Box>
      </Container>
      <Backdrop
        open={signup.isPending}
        sx={(t) => ({ zIndex: t.zIndex.modal + 1, color: 'common.white', flexDirection: 'column', gap: 2 })}
      >
        <Spinner color="inherit" label={t('creating')} />
        <Typography>{t('creating')}</Typography>
      </Backdrop>
    </Box>
  );
}
