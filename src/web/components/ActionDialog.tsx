import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';

/** Action buttons at least 44 px tall that wrap on a narrow screen (WCAG 2.5.8, docs/accessibility.md). */
export const TOUCH_ACTIONS: SxProps<Theme> = {
  flexWrap: 'wrap',
  gap: 1,
  '& .MuiButton-root': { minHeight: 44 },
};

/**
 * A dialog that asks before an action a request carries out (sign out everywhere, delete my account and
 * the account gates of docs/data-rights.md; delete a saved search, docs/member-area.md#saved-searches; the
 * member's form dialogs, features/members/MemberFormDialog; ConfirmDialog and ReasonDialog of features/photos):
 * the title (`titleId` labels the dialog), `children` as its body, the request's refusal (`error`) under
 * it, and a back-out button (`cancelLabel`, `onCancel`) beside the action button (`actionLabel`), which
 * shows `pending` as loading while the back-out is disabled. The action is `onAction`, or, with
 * `onSubmit` instead, the submit of a form around body and buttons. `onClose` (Escape, backdrop) is
 * ignored while `pending`; without it the dialog cannot be dismissed. `cancelWhilePending` keeps the
 * back-out, Escape and the backdrop working while `pending` (the assisted service's forms, AssistedDialog).
 * `actionAutoFocus` gives the action button the focus on opening (a plain confirmation: Enter confirms).
 */
export function ActionDialog({
  open = true,
  titleId,
  title,
  children,
  error,
  pending,
  cancelWhilePending = false,
  maxWidth = 'xs',
  onClose,
  cancelLabel,
  onCancel,
  actionLabel,
  actionColor,
  actionDisabled,
  actionAutoFocus,
  onAction,
  onSubmit,
  actionsSx,
}: {
  open?: boolean;
  titleId: string;
  title: ReactNode;
  children: ReactNode;
  error?: string | null;
  pending: boolean;
  cancelWhilePending?: boolean;
  maxWidth?: 'xs' | 'sm';
  onClose?: () => void;
  cancelLabel: string;
  onCancel: () => void;
  actionLabel: string;
  actionColor?: 'primary' | 'error' | 'success' | 'warning';
  actionDisabled?: boolean;
  actionAutoFocus?: boolean;
  onAction?: () => void;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  actionsSx?: SxProps<Theme>;
}) {
  const locked = pending && !cancelWhilePending;
  const body = (
    <>
      <DialogContent>
        {children}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={actionsSx}>
        <Button onClick={onCancel} disabled={locked}>
          {cancelLabel}
        </Button>
        <Button
          type={onSubmit ? 'submit' : 'button'}
          variant="contained"
          color={actionColor}
          loading={pending}
          disabled={actionDisabled}
          autoFocus={actionAutoFocus}
          onClick={onAction}
        >
          {actionLabel}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={locked ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {onSubmit ? (
        <Box component="form" noValidate onSubmit={onSubmit}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Dialog>
  );
}
