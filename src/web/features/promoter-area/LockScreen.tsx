import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/PasswordField';
import { useUnlock } from './api';

/**
 * The lock of the promoter area (docs/promoter-area.md, Admin menu → Lock): covers the whole screen while the server
 * says the promoter is locked (so it survives a reload and other tabs) until the password is verified
 * server-side (POST /api/promoter/unlock). The session stays; "Sign out instead" ends it.
 */
export function LockScreen({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  const { t } = useTranslation('promoter');
  const unlock = useUnlock();
  const [password, setPassword] = useState('');
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby="lock-title"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (th) => th.zIndex.modal + 10,
        bgcolor: 'primary.dark',
        display: 'grid',
        placeItems: 'center',
        p: 2,
      }}
    >
      <Paper
        component="form"
        sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 400 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (password) unlock.mutate(password, { onSuccess: () => setPassword('') });
        }}
      >
        <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
          <LockOutlined color="primary" sx={{ fontSize: 48, alignSelf: 'center' }} />
          <Typography id="lock-title" variant="h5" component="h1" sx={{ textAlign: 'center' }}>
            {t('lock.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('lock.text', { name })}
          </Typography>
          {unlock.isError && <Alert severity="error">{unlock.error.message}</Alert>}
          <PasswordField
            label={t('lock.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            autoFocus
          />
          <Button type="submit" variant="contained" loading={unlock.isPending} sx={{ minHeight: 48 }}>
            {t('lock.unlock')}
          </Button>
          <Button onClick={onSignOut} sx={{ minHeight: 44 }}>
            {t('lock.signOut')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
