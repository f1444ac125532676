import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Grid,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { formatDate, formatRupees } from '../../../shared/dates';
import { clearToken } from '../../auth/session';
import { usePageTitle } from '../../components/usePageTitle';
import { ChangePasswordDialog, SignOutEverywhereDialog } from '../../features/account';
import { SearchField } from '../../features/admin/SearchField';
import { usePromoterDashboard, useTeamUsers } from '../../features/promoters/api';

const STAGE_LABEL = { registered: 'Registered', verified: 'Verified', paid: 'Paid' } as const;

function Figure({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value ?? <Skeleton width={60} />}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The promoter's own referrals (issue #11 team-users): name, registration number, plan, status, dates. */
function TeamUsers() {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20, q: '' });
  const list = useTeamUsers(paging);
  const rows = list.data?.referrals ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          Team users
        </Typography>
        <Box sx={{ width: { xs: '100%', sm: 320 } }}>
          <SearchField
            value={paging.q}
            label="Search name or registration number"
            placeholder="Name or reg. no"
            onChange={(q) => setPaging((p) => ({ ...p, q, page: 1 }))}
          />
        </Box>
      </Stack>
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Member</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Registered</TableCell>
              <TableCell>Plan until</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.isPending && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            )}
            {!list.isPending && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {paging.q
                      ? 'No referral matches this search.'
                      : 'No referrals yet. Share your promo code: members who register with it appear here.'}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((r) => (
              <TableRow key={r.registration_no}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {r.name || '—'}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {r.registration_no}
                  </Typography>
                </TableCell>
                <TableCell>{r.plan.replace('User', '')}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={STAGE_LABEL[r.stage]}
                    color={r.stage === 'paid' ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.registered_at)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {r.plan_expires_at ? formatDate(r.plan_expires_at) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={list.data?.total ?? 0}
        page={paging.page - 1}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={[20, 50, 100]}
        onPageChange={(_, page) => setPaging((p) => ({ ...p, page: page + 1 }))}
        onRowsPerPageChange={(ev) => setPaging((p) => ({ ...p, pageSize: Number(ev.target.value), page: 1 }))}
      />
    </Paper>
  );
}

/**
 * /PromotAdmin (issue #11 first slice): greeting, promo code with copy, dates, live figures (referrals
 * registered / verified / paid; earnings pending / paid / this month, from the ledger) and team users.
 */
export default function PromoterHomePage() {
  usePageTitle('Promoter dashboard');
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [everywhereOpen, setEverywhereOpen] = useState(false);
  const dash = usePromoterDashboard();
  const d = dash.data;
  const copy = async () => {
    if (!d) return;
    await navigator.clipboard?.writeText(d.promo_code).catch(() => {});
    toast.success('Promo code copied');
  };
  return (
    <>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Typography variant="h6" component="p" noWrap>
            Promoter
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <IconButton color="inherit" aria-label="Change password" onClick={() => setPasswordOpen(true)}>
              <LockOutlined />
            </IconButton>
            <IconButton
              color="inherit"
              aria-label="Sign out everywhere"
              onClick={() => setEverywhereOpen(true)}
            >
              <DevicesOutlined />
            </IconButton>
            <Button
              color="inherit"
              startIcon={<LogoutIcon />}
              onClick={() => {
                clearToken();
                navigate('/');
              }}
            >
              Logout
            </Button>
          </Box>
        </Toolbar>
      </AppBar>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <SignOutEverywhereDialog open={everywhereOpen} onClose={() => setEverywhereOpen(false)} />
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        {dash.isError ? (
          <Alert severity="error">{dash.error.message}</Alert>
        ) : (
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
                {d ? `Welcome, ${d.name}` : <Skeleton width={240} />}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
              >
                {d && <Chip label={d.promoter_type} />}
                {d && (
                  <Chip
                    color="primary"
                    variant="outlined"
                    label={`Promo code ${d.promo_code}`}
                    onDelete={copy}
                    deleteIcon={
                      <Tooltip title="Copy promo code">
                        <IconButton size="small" aria-label="Copy promo code">
                          <ContentCopyIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    }
                  />
                )}
                {d && (
                  <Typography variant="body2" color="text.secondary">
                    Registered {formatDate(d.registered_on)}
                    {d.expires_on ? ` · expires ${formatDate(d.expires_on)}` : ''}
                  </Typography>
                )}
              </Stack>
            </Paper>
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 2 }}>
                <Figure label="Referrals registered" value={d?.referrals.registered} />
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <Figure label="Verified" value={d?.referrals.verified} />
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <Figure label="Paid" value={d?.referrals.paid} />
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <Figure label="Earnings pending" value={d && formatRupees(d.earnings_paise.pending)} />
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <Figure label="Earnings paid" value={d && formatRupees(d.earnings_paise.paid)} />
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <Figure label="This month" value={d && formatRupees(d.earnings_paise.this_month)} />
              </Grid>
            </Grid>
            <TeamUsers />
          </Stack>
        )}
      </Container>
    </>
  );
}
