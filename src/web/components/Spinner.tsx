import type { CircularProgressProps } from '@mui/material/CircularProgress';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/**
 * MUI's indeterminate CircularProgress with an accessible name, as every progress bar needs one (axe
 * aria-progressbar-name, WCAG 4.1.2): `label` (translated) or else "Please wait"
 * (`common:spinner.label`, en + kn). Other props go to CircularProgress (size in px, colour).
 */
export function Spinner({ label, ...props }: CircularProgressProps & { label?: string }) {
  const { t } = useTranslation('common');
  return <CircularProgress aria-label={label ?? t('spinner.label')} {...props} />;
}
