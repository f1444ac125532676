import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/ActionDialog';

/**
 * A form of the assisted service in a dialog (decision 170: the member's call-back request, the desk's
 * price and offline payment): the title, the fields of `children` one under another with the request's
 * refusal (`error`) at their foot, then Cancel and the action button (`actionLabel`, loading while
 * `pending`, held by `actionDisabled`, runs `onAction`). Cancel, Escape and the backdrop call `onClose`,
 * also while `pending`. Drawn by ActionDialog.
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
  const titleId = useId();
  return (
    <ActionDialog
      open={props.open ?? true}
      titleId={titleId}
      title={props.title}
      maxWidth={props.maxWidth}
      pending={props.pending}
      cancelWhilePending
      onClose={props.onClose}
      cancelLabel={t('request.cancel')}
      onCancel={props.onClose}
      actionLabel={props.actionLabel}
      actionDisabled={props.actionDisabled}
      onAction={props.onAction}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {props.children}
        {props.error != null && <Alert severity="error">{props.error}</Alert>}
      </Stack>
    </ActionDialog>
  );
}
