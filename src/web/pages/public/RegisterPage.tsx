import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import type { TextFieldProps } from '@mui/material/TextField';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type Resolver,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
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
import { setToken } from '../../auth/session';
import { DateField } from '../../components/DateField';
import {
  boundInput,
  ComboInput,
  registeredInput,
  SelectInput,
  setServerFieldErrors,
} from '../../components/FormInputs';
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
  onPick,
}: {
  control: Control<FormValues>;
  name: Field;
  label: string;
  options: readonly (string | Opt)[];
  required?: boolean;
  placeholder?: string;
  /** The option list whose labels show (values stay the stored codes). */
  list?: OptionList;
  /** Told the value chosen and the one it replaces, before the form takes it. */
  onPick?: (value: string, previous: string) => void;
}) {
  const { t } = useTranslation('register');
  const optionLabel = useOptionLabel();
  const choices = options.map((o) =>
    typeof o === 'string' ? { value: o, label: list ? optionLabel(list, o) : o } : o,
  );
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <SelectInput
          label={label}
          required={required}
          {...boundInput(field, fieldState)}
          onChange={(e) => {
            onPick?.(e.target.value, field.value);
            field.onChange(e);
          }}
          options={choices}
          empty={required ? undefined : <em>{placeholder ?? t('notSpecified')}</em>}
        />
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
        <ComboInput
          input={boundInput(field, fieldState)}
          onChange={field.onChange}
          label={label}
          options={options}
          placeholder={placeholder ?? t('chooseOrType')}
          optionText={(o) => optionLabel(list, o)}
        />
      )}
    />
  );
}

/**
 * One field of the form, described once, as a form library's field components take them: `select`, a
 * select over a fixed list; `combo`, a long list that also takes free text (SPEC §5), `list` naming the
 * option list whose labels show; `text`, `email` and `password` inputs (`help` shows while there is no
 * error; `multiline` takes the whole row); `mobile`, a +91 number (decision 016).
 */
type FieldSpec =
  | {
      kind: 'select' | 'combo';
      name: Field;
      label: string;
      options: readonly string[];
      list: OptionList;
      required?: boolean;
      placeholder?: string;
      onPick?: (value: string, previous: string) => void;
    }
  | {
      kind: 'text' | 'email' | 'password';
      name: Field;
      label: string;
      required?: boolean;
      autoComplete?: string;
      help?: string;
      multiline?: boolean;
    }
  | { kind: 'mobile'; name: Field; label: string; required?: boolean };

/** The fields `fields` of `form` in order, each rendered by its kind. */
function Fields({
  form,
  fields,
}: {
  form: UseFormReturn<FormValues, unknown, Registration>;
  fields: FieldSpec[];
}) {
  const { control } = form;
  return fields.map((f) => {
    switch (f.kind) {
      case 'select':
      case 'combo': {
        const { kind, ...spec } = f;
        return kind === 'combo' ? (
          <ComboField key={f.name} control={control} {...spec} />
        ) : (
          <SelectField key={f.name} control={control} {...spec} />
        );
      }
      case 'mobile':
        return (
          <FormMobileField
            key={f.name}
            control={control}
            name={f.name}
            label={f.label}
            required={f.required}
          />
        );
      default: {
        const props: TextFieldProps = {
          label: f.label,
          required: f.required,
          autoComplete: f.autoComplete,
          type: f.kind === 'email' ? 'email' : undefined,
          multiline: f.multiline,
          minRows: f.multiline ? 2 : undefined,
          ...registeredInput(form, f.name, f.help),
        };
        if (f.kind === 'password') return <PasswordField key={f.name} {...props} />;
        if (!f.multiline) return <TextField key={f.name} {...props} />;
        return (
          <Box key={f.name} sx={{ gridColumn: { sm: '1 / -1' } }}>
            <TextField {...props} />
          </Box>
        );
      }
    }
  });
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

  const form = useForm<FormValues, unknown, Registration>({
    resolver,
    defaultValues: blank(kind, code),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, reset, setValue, setError } = form;
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
      setServerFieldErrors(err, setError, {
        fieldOf: (field) => (field in blank(kind) ? (field as Field) : undefined),
        focus: true,
      });
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
            <Fields
              form={form}
              fields={[
                {
                  kind: 'select',
                  name: 'profilefor',
                  label: t('field.profilefor'),
                  options: PROFILE_FOR,
                  list: 'profileFor',
                  required: true,
                },
                {
                  kind: 'select',
                  name: 'marital_status',
                  label: t('field.maritalStatus'),
                  options: MARITAL_STATUSES,
                  list: 'maritalStatus',
                  required: true,
                },
                {
                  kind: 'text',
                  name: 'first_name',
                  label: t('field.firstName'),
                  required: true,
                  autoComplete: 'given-name',
                },
                {
                  kind: 'text',
                  name: 'last_name',
                  label: t('field.lastName'),
                  required: true,
                  autoComplete: 'family-name',
                },
              ]}
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
                  {...boundInput(field, fieldState, t('field.dobHelp'))}
                  onChange={(iso) => {
                    field.onChange(iso);
                    const age = iso ? ageOn(iso) : null;
                    setValue('age', age !== null && age >= 0 ? String(age) : '', { shouldValidate: !!iso });
                  }}
                  min={MIN_DOB}
                  max={today}
                  birthDate
                  referenceDate={today.subtract(25, 'year')}
                  required
                />
              )}
            />
            <Controller
              name="age"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  label={t('field.age')}
                  // SPEC §5: digits only; worked out from the date of birth in whole years.
                  {...boundInput(field, fieldState, t('field.ageHelp'))}
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
            <Fields
              form={form}
              fields={[
                {
                  kind: 'combo',
                  name: 'educational_qualification',
                  label: t('field.qualification'),
                  options: QUALIFICATIONS,
                  list: 'qualification',
                },
                {
                  kind: 'combo',
                  name: 'occupation',
                  label: t('field.occupation'),
                  options: OCCUPATIONS,
                  list: 'occupation',
                  placeholder: tOptions('occupationPlaceholder'),
                },
                {
                  kind: 'select',
                  name: 'income_per_month',
                  label: t('field.income'),
                  options: INCOME_BANDS,
                  list: 'income',
                  placeholder: t('field.incomePlaceholder'),
                },
                {
                  kind: 'combo',
                  name: 'occupation_country',
                  label: t('field.workingCountry'),
                  options: COUNTRIES,
                  list: 'country',
                },
                {
                  kind: 'combo',
                  name: 'country',
                  label: t('field.country'),
                  options: COUNTRIES,
                  list: 'country',
                },
                {
                  kind: 'select',
                  name: 'state',
                  label: t('field.state'),
                  options: INDIAN_STATES,
                  list: 'state',
                  placeholder: t('field.statePlaceholder'),
                  // SPEC §5: choosing a state narrows the city options; a city of another state is cleared.
                  onPick: (value, previous) => value !== previous && setValue('city', ''),
                },
                {
                  kind: 'combo',
                  name: 'city',
                  label: t('field.city'),
                  options: cities,
                  list: 'district',
                  placeholder: cities.length ? t('chooseOrType') : t('typeCity'),
                },
              ]}
            />
          </SectionCard>

          <SectionCard title={t('section.family')}>
            <Fields
              form={form}
              fields={[
                {
                  kind: 'select',
                  name: 'name_of_parent',
                  label: t('field.parent'),
                  options: PARENTS,
                  list: 'parent',
                  placeholder: t('select'),
                },
                { kind: 'text', name: 'parent_name', label: t('field.parentName') },
                {
                  kind: 'text',
                  name: 'address',
                  label: t('field.address'),
                  multiline: true,
                  autoComplete: 'street-address',
                },
              ]}
            />
          </SectionCard>

          <SectionCard title={t('section.login')} hint={t('section.loginHint')}>
            <Fields
              form={form}
              fields={[
                {
                  kind: 'email',
                  name: 'username',
                  label: t('field.email'),
                  required: true,
                  autoComplete: 'email',
                },
                { kind: 'mobile', name: 'mobile_no', label: t('field.mobile'), required: true },
                {
                  kind: 'password',
                  name: 'password',
                  label: t('field.password'),
                  required: true,
                  autoComplete: 'new-password',
                  help: t('field.passwordHelp'),
                },
                {
                  kind: 'password',
                  name: 'confirmPassword',
                  label: t('field.confirmPassword'),
                  required: true,
                  autoComplete: 'new-password',
                },
                { kind: 'text', name: 'promo_code', label: t('field.promo'), help: t('field.promoHelp') },
              ]}
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
