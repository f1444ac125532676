import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearToken } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { ChangePasswordDialog, SignOutEverywhereDialog } from '../../features/account';

/**
 * /PromotAdmin landing for a promoter account (SPEC §2). The referral back-office (referrals, earnings,
 * payouts) is not part of the current release; this page says so honestly instead of showing sample numbers.
 */
export default function PromoterHomePage() {
  const { registrationNo } = useSession();
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [everywhereOpen, setEverywhereOpen] = useState(false);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Promoter back-office
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Signed in as promoter {registrationNo}. Referral tracking, commissions and payouts open in the
            next release; until then, please contact the office for your referral statement.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<LockOutlined />} onClick={() => setPasswordOpen(true)}>
              Change password
            </Button>
            <Button
              variant="outlined"
              startIcon={<DevicesOutlined />}
              onClick={() => setEverywhereOpen(true)}
            >
              Sign out everywhere
            </Button>
            <Button
              variant="outlined"
              startIcon={<LogoutIcon />}
              onClick={() => {
                clearToken();
                navigate('/');
              }}
            >
              Logout
            </Button>
          </Box>
        </CardContent>
      </Card>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <SignOutEverywhereDialog open={everywhereOpen} onClose={() => setEverywhereOpen(false)} />
    </Container>
  );
}
