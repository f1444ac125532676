import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A staff form in a dialog (docs/staff.md: the staff invite and the notice compose form): full screen on phones, the title (`titleId` names the
 * dialog), the fields of `children` one under another, `error` (a refusal no field shows) at their foot,
 * then Cancel and the submit button (`submitLabel`, spinning while `busy`). `onSubmit` gets the form's
 * submit event.
 */
export function StaffFormDialog(props: {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  submitLabel: string;
  busy: boolean;
  error?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={props.titleId}
    >
      <form noValidate onSubmit={props.onSubmit}>
        <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.children}
            {props.error && <Alert severity="error">{props.error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={props.busy}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
