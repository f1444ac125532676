import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { clearToken } from '../../auth/session';
import { useSession } from '../../auth/useSession';

/**
 * /PromotAdmin landing for a promoter account (SPEC §2). The referral back-office (referrals, earnings,
 * payouts) is not part of the current release; this page says so honestly instead of showing sample numbers.
 */
export default function PromoterHomePage() {
  const { registrationNo } = useSession();
  const navigate = useNavigate();
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
          <Box>
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
    </Container>
  );
}
