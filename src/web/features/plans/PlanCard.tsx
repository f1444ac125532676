import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Plan } from '../../../shared/plans';
import { useSession } from '../../auth/useSession';
import { formatDuration, formatRupees } from '../../format';

export type PlanCardProps = {
  plan: Plan;
  /** Emphasise this card (a marigold border and a ribbon with this text). */
  ribbon?: string;
  /** The card's action; defaults to 'Get Started' → /register?type=<code> (SPEC §2 Membership). */
  action?: ReactNode;
  /** Fewer paddings and no feature list divider, for dialogs. */
  dense?: boolean;
};

/**
 * One plan (SPEC §3 Plan): name, original price struck through, price in rupees, discount label,
 * duration and feature list. Prices come in paise and are shown with Indian grouping.
 */
export function PlanCard({ plan, ribbon, action, dense = false }: PlanCardProps) {
  const { t } = useTranslation('site');
  const { loggedIn } = useSession();
  const struck = plan.original_price_paise > plan.price_paise;
  const titleId = `plan-${plan.code}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: ribbon ? 2 : 1,
        borderColor: ribbon ? 'secondary.main' : 'divider',
        boxShadow: ribbon ? 6 : 1,
        overflow: 'visible',
      }}
    >
      {ribbon && (
        <Chip
          label={ribbon}
          color="secondary"
          size="small"
          sx={{ position: 'absolute', top: -12, left: '50%', transform: 'translateX(-50%)', fontWeight: 600 }}
        />
      )}
      <CardContent sx={{ flexGrow: 1, p: dense ? 2 : 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h5" component="h3">
            {plan.name}
          </Typography>
          {plan.discount_text && (
            <Chip
              label={plan.discount_text}
              size="small"
              color="success"
              variant="outlined"
              sx={{ fontWeight: 600 }}
            />
          )}
        </Stack>
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
          {struck && (
            <Typography
              component="s"
              sx={{ color: 'text.secondary', fontSize: '1rem' }}
              aria-label={t('plans.was', { price: formatRupees(plan.original_price_paise) })}
            >
              {formatRupees(plan.original_price_paise)}
            </Typography>
          )}
          <Typography
            component="span"
            sx={{
              fontSize: dense ? '2rem' : '2.5rem',
              fontWeight: 700,
              color: 'primary.main',
              lineHeight: 1.2,
            }}
          >
            {formatRupees(plan.price_paise)}
          </Typography>
          <Typography component="span" sx={{ color: 'text.secondary' }}>
            / {formatDuration(plan.duration_months)}
          </Typography>
        </Box>
        <Divider sx={{ my: dense ? 1.5 : 2 }} />
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {plan.features.map((f) => (
            <Box component="li" key={f} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckCircleRounded fontSize="small" sx={{ color: 'success.main', mt: '2px' }} aria-hidden />
              <Typography variant="body2" sx={{ color: 'text.primary' }}>
                {f}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ p: dense ? 2 : 3, pt: 0 }}>
        {action ?? (
          <Button
            component={RouterLink}
            to={
              // Payments (docs/payments.md): a signed-in member goes straight to paying; a visitor registers first.
              loggedIn
                ? `/payment/checkout?plan=${encodeURIComponent(plan.code)}`
                : `/register?type=${encodeURIComponent(plan.code)}`
            }
            variant={ribbon ? 'contained' : 'outlined'}
            color="primary"
            fullWidth
            size="large"
          >
            {t('plans.getStarted')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
