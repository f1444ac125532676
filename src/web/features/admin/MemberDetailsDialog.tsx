import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../shared/schemas/admin';
import { DETAIL_SECTIONS, fullName } from './format';
import { ACTIONS, type ActionKind, actionsFor } from './MemberActions';
import { StatusChip } from './StatusChip';

/**
 * Every registration detail of one member (docs/accounts.md#registration: staff verify with every detail in view), with
 * the actions its status allows. Full screen on phones.
 */
export function MemberDetailsDialog(props: {
  row: AdminUserRow | null;
  onClose(): void;
  onAction(kind: ActionKind, row: AdminUserRow): void;
}) {
  const { row } = props;
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={!!row} onClose={props.onClose} fullScreen={phone} fullWidth maxWidth="md" scroll="paper">
      {row && (
        <>
          <DialogTitle sx={{ pr: 7 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <span>{fullName(row)}</span>
              <StatusChip status={row.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {row.registration_no}
            </Typography>
            <IconButton
              aria-label={t('common.close')}
              onClick={props.onClose}
              sx={{ position: 'absolute', right: 8, top: 8 }}
            >
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            {DETAIL_SECTIONS.map((section, i) => (
              <Box key={section.key} component="section" sx={{ mb: 2 }}>
                {i > 0 && <Divider sx={{ mb: 2 }} />}
                <Typography variant="overline" component="h3" color="primary" sx={{ fontWeight: 600 }}>
                  {t(`details.sections.${section.key}`)}
                </Typography>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: {
                      xs: '1fr',
                      sm: 'repeat(2, minmax(0, 1fr))',
                      md: 'repeat(3, minmax(0, 1fr))',
                    },
                    columnGap: 3,
                    rowGap: 1.25,
                  }}
                >
                  {section.fields.map((f) => {
                    const value = f.value(row, t);
                    return (
                      <Box key={f.key} sx={{ minWidth: 0 }}>
                        <Typography component="dt" variant="caption" color="text.secondary">
                          {t(`details.fields.${f.key}`)}
                        </Typography>
                        <Typography
                          component="dd"
                          variant="body2"
                          sx={{
                            m: 0,
                            overflowWrap: 'anywhere',
                            color: value ? 'text.primary' : 'text.secondary',
                          }}
                        >
                          {value || '—'}
                        </Typography>
                      </Box>
                    );
                  })}
                </Box>
              </Box>
            ))}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
            <Button onClick={props.onClose}>{t('common.close')}</Button>
            {actionsFor(row.status).map((kind) => (
              <Button
                key={kind}
                variant={kind === 'reject' || kind === 'deactivate' ? 'outlined' : 'contained'}
                color={ACTIONS[kind].color}
                onClick={() => props.onAction(kind, row)}
              >
                {t(`actions.${kind}.label`)}
              </Button>
            ))}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
