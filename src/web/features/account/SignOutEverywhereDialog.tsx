import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useSignOutEverywhere } from './api';

/**
 * "Sign out everywhere" (issue #8), asked first: every session of the account ends, this one too, and
 * the browser goes to the home page.
 */
export function SignOutEverywhereDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const out = useSignOutEverywhere();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={out.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="soe-title"
    >
      <DialogTitle id="soe-title">Sign out everywhere?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Every device signed in to this account is signed out, this one too. Log in again with your password.
          If you think someone else knows your password, change it first.
        </DialogContentText>
        {out.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {out.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={out.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={out.isPending}
          onClick={() =>
            out.mutate(undefined, {
              onSuccess: (res) => {
                onClose();
                toast.success(res.message);
                navigate('/', { replace: true });
              },
            })
          }
        >
          Sign out everywhere
        </Button>
      </DialogActions>
    </Dialog>
  );
}
