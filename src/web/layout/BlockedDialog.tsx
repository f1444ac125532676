import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlock, useBlocks } from '../features/members';

/** The members I blocked, each with Unblock (asked first). */
export default function BlockedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('member');
  const q = useBlocks(open);
  const block = useBlock();
  const [confirm, setConfirm] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="blocked-title">
      <DialogTitle id="blocked-title">{t('blocked.title')}</DialogTitle>
      <DialogContent dividers>
        {q.isPending && <Typography color="text.secondary">{t('actions.loading')}</Typography>}
        {q.isError && <Alert severity="error">{q.error.message}</Alert>}
        {q.data && q.data.blocks.length === 0 && (
          <Typography color="text.secondary">{t('blocked.none')}</Typography>
        )}
        <List dense disablePadding>
          {q.data?.blocks.map((b) => (
            <ListItem
              key={b.registration_no}
              disableGutters
              secondaryAction={
                confirm === b.registration_no ? (
                  <Button
                    color="error"
                    size="small"
                    disabled={block.isPending}
                    onClick={() =>
                      block.mutate(
                        { registrationNo: b.registration_no, on: false },
                        { onSettled: () => setConfirm(null) },
                      )
                    }
                  >
                    {t('actions.confirm')}
                  </Button>
                ) : (
                  <Button size="small" onClick={() => setConfirm(b.registration_no)}>
                    {t('blocked.unblock')}
                  </Button>
                )
              }
            >
              <ListItemText primary={b.first_name} secondary={b.registration_no} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
