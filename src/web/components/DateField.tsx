import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The format people type and read in every date field: '22 Nov 2026' (docs/first-impressions.md#details-members-notice, src/shared/dates.ts). */
export const DATE_FIELD_FORMAT = 'DD MMM YYYY';

type Props = {
  label: string;
  name: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' while the date is incomplete or invalid. */
  onChange: (iso: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  min?: Dayjs;
  max?: Dayjs;
  /** Opens the calendar on the year (dates of birth). */
  birthDate?: boolean;
  referenceDate?: Dayjs;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** 'small' in filter bars (staff lists); the field fills its box unless `fullWidth` is false. */
  size?: 'small' | 'medium';
  fullWidth?: boolean;
};

/**
 * The one date field of the service (docs/first-impressions.md#details-members-notice): MUI X DatePicker under the Indian locale (or Kannada
 * when shown in Kannada, docs/i18n.md), typed and shown as '22 Nov 2026', never the browser's en-US date
 * input. Values are ISO dates. The field brings its own LocalizationProvider, so the pickers' adapter
 * loads only with the pages that have a date field, not with every page (decision 084).
 */
export function DateField(p: Props) {
  const { t, i18n } = useTranslation();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={i18n.language?.startsWith('kn') ? 'kn' : 'en-in'}
    >
      <DatePicker
        localeText={{
          previousMonth: t('dateField.previousMonth'),
          nextMonth: t('dateField.nextMonth'),
          openPreviousView: t('dateField.openPreviousView'),
          openNextView: t('dateField.openNextView'),
          calendarViewSwitchingButtonAriaLabel: (view) =>
            view === 'year' ? t('dateField.yearViewOpen') : t('dateField.calendarViewOpen'),
          cancelButtonLabel: t('dateField.cancel'),
          clearButtonLabel: t('dateField.clear'),
          okButtonLabel: t('dateField.ok'),
          todayButtonLabel: t('dateField.today'),
          toolbarTitle: t('dateField.toolbarTitle'),
          openDatePickerDialogue: (date) =>
            date ? t('dateField.chooseSelected', { date }) : t('dateField.choose'),
          fieldClearLabel: t('dateField.clear'),
          dateTableLabel: t('dateField.table'),
          year: t('dateField.year'),
          month: t('dateField.month'),
          day: t('dateField.day'),
          empty: t('dateField.empty'),
          // The field's empty sections (decision 129): 'DD / MMMM / YYYY' in English, Kannada words in Kannada.
          fieldDayPlaceholder: () => t('dateField.dayPlaceholder'),
          fieldMonthPlaceholder: ({ contentType }) =>
            contentType === 'letter'
              ? t('dateField.monthPlaceholder')
              : t('dateField.monthNumberPlaceholder'),
          fieldYearPlaceholder: () => t('dateField.yearPlaceholder'),
        }}
        label={p.label}
        value={p.value ? dayjs(p.value) : null}
        onChange={(d) => p.onChange(d?.isValid() ? d.format('YYYY-MM-DD') : '')}
        minDate={p.min}
        maxDate={p.max}
        openTo={p.birthDate ? 'year' : 'day'}
        views={['year', 'month', 'day']}
        referenceDate={p.referenceDate}
        format={DATE_FIELD_FORMAT}
        inputRef={p.inputRef}
        slotProps={{
          textField: {
            name: p.name,
            required: p.required,
            fullWidth: p.fullWidth ?? true,
            sx: p.fullWidth === false ? { minWidth: 180 } : undefined,
            size: p.size,
            onBlur: p.onBlur,
            error: p.error,
            helperText: p.helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
