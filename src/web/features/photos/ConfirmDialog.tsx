import DialogContentText from '@mui/material/DialogContentText';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/ActionDialog';

/**
 * Asks before a destructive action (DESIGN: every destructive action asks first): `title`, `children`
 * as the question, Cancel and a red `confirmLabel` button that shows `busy` as loading. Escape and the
 * backdrop cancel unless `busy`. Drawn by ActionDialog.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation('member');
  const titleId = useId();
  return (
    <ActionDialog
      open={props.open}
      titleId={titleId}
      title={props.title}
      pending={props.busy ?? false}
      onClose={props.onCancel}
      cancelLabel={t('actions.cancel')}
      onCancel={props.onCancel}
      actionLabel={props.confirmLabel}
      actionColor="error"
      onAction={props.onConfirm}
      actionsSx={{ px: 3, pb: 2 }}
    >
      <DialogContentText component="div">{props.children}</DialogContentText>
    </ActionDialog>
  );
}
