import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';

/**
 * The shell of a member's form dialog (express interest, report a profile; docs/member-area.md#interests):
 * a title naming the dialog (`titleId` labels it), an intro line, an optional alert, the fields, and
 * Cancel / submit buttons that are disabled, with a spinner on submit, while `pending`. Closing
 * (Escape, backdrop, Cancel) is ignored while `pending`, so a request in flight is never orphaned.
 */
export function MemberFormDialog({
  open,
  onClose,
  onSubmit,
  pending,
  titleId,
  title,
  intro,
  alert,
  submitLabel,
  submitColor,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  titleId: string;
  title: string;
  intro: string;
  /** Shown above the fields (a server refusal), or nothing. */
  alert?: ReactNode;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  children: ReactNode;
}) {
  const { t } = useTranslation('member');
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form onSubmit={onSubmit} noValidate>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
          {alert}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={pending}
            startIcon={pending ? <Spinner size={18} color="inherit" /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
