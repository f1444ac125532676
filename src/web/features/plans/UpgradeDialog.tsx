import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../shared/plans';
import { SELECTED_PLAN_KEY } from './api';
import { PlansGrid } from './PlansGrid';

export type UpgradeDialogProps = {
  open: boolean;
  onClose: () => void;
  /**
   * What choosing a plan does. Default (the pending screen, SPEC §4): store the plan code in
   * localStorage under 'selectedPlan' and say that payment opens once the account is verified.
   */
  onSelect?: (plan: Plan) => void;
  /** The label of each plan's button; default 'Choose <name>'. */
  selectLabel?: (plan: Plan) => string;
  /** A line above the plans (e.g. why upgrade now). */
  intro?: ReactNode;
};

/** The plan dialog (SPEC §2 Activation-pending): title 'Choose the best plan for you', a Cancel button. */
export function UpgradeDialog({ open, onClose, onSelect, selectLabel, intro }: UpgradeDialogProps) {
  const { t } = useTranslation('site');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [chosen, setChosen] = useState<Plan | null>(null);
  const choose = (plan: Plan) => {
    if (onSelect) {
      onSelect(plan);
      return;
    }
    localStorage.setItem(SELECTED_PLAN_KEY, plan.code);
    setChosen(plan);
  };
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="upgrade-title"
    >
      <DialogTitle id="upgrade-title" sx={{ fontFamily: theme.typography.h5.fontFamily, fontSize: '1.5rem' }}>
        {t('upgradeDialog.title')}
      </DialogTitle>
      <DialogContent dividers>
        {intro}
        {chosen && (
          <Alert severity="success" sx={{ mb: 2 }} role="status">
            {t('upgradeDialog.chosenNotice', { plan: chosen.name })}
          </Alert>
        )}
        <PlansGrid
          dense
          renderAction={(plan) => (
            <Button
              variant={chosen?.code === plan.code ? 'contained' : 'outlined'}
              fullWidth
              onClick={() => choose(plan)}
              aria-pressed={chosen?.code === plan.code}
            >
              {chosen?.code === plan.code
                ? t('upgradeDialog.chosen')
                : (selectLabel?.(plan) ?? t('upgradeDialog.choose', { plan: plan.name }))}
            </Button>
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close}>{t('upgradeDialog.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
