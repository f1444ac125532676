import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form of the assisted service in a dialog (decision 170: the member's call-back request, the desk's
 * price and offline payment): the title, the fields of `children` one under another with the request's
 * refusal (`error`) at their foot, then Cancel and the action button (`actionLabel`, loading while
 * `pending`, held by `actionDisabled`, runs `onAction`). Cancel, Escape and the backdrop call `onClose`.
 */
export function AssistedDialog(props: {
  open?: boolean;
  title: ReactNode;
  maxWidth: 'xs' | 'sm';
  onClose: () => void;
  error?: string | null;
  pending: boolean;
  actionLabel: string;
  actionDisabled?: boolean;
  onAction: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('assisted');
  return (
    <Dialog open={props.open ?? true} onClose={props.onClose} fullWidth maxWidth={props.maxWidth}>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.children}
          {props.error != null && <Alert severity="error">{props.error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('request.cancel')}</Button>
        <Button
          variant="contained"
          loading={props.pending}
          disabled={props.actionDisabled}
          onClick={props.onAction}
        >
          {props.actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
