import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Entitlements } from '../../../shared/plans';
import { ScrollTable, TableHeadRow } from '../../components/ScrollTable';
import { SectionHeading, TitledCard } from '../../components/SectionHeading';
import { PageHeader } from '../../features/admin/PageHeader';
import { textBinder } from '../../features/staff/textBinder';
import { type StaffPlan, useStaffPlans, useUpdatePlan } from '../../features/staff-payments/api';
import { formatDateTime, formatRupees } from '../../format';

/** The on/off entitlements; each label is `plans.entitlement.<key>` in the `admin` catalogue. */
const ENTITLEMENTS: Exclude<keyof Entitlements, 'monthlyInterestLimit'>[] = [
  'canExpressInterest',
  'canViewContactDetails',
  'photoPrivacySettings',
  'advancedFilters',
  'featuredListing',
  'prioritySupport',
  'profileBoostMonthly',
  'canStartConversation',
  'canReplyConversation',
  'shareProfile',
  'pushNotifications',
];

/** The change log's field names (the server's `changedPlanFields`) as their labels. */
const PLAN_FIELDS = [
  'name',
  'original_price_paise',
  'price_paise',
  'discount_text',
  'duration_months',
  'features',
  'name_kn',
  'discount_text_kn',
  'features_kn',
  'on_sale',
] as const;

/** The lines of a one-feature-a-line text box, trimmed, empty lines left out. */
const featureLines = (text: string) =>
  text
    .split('\n')
    .map((f) => f.trim())
    .filter(Boolean);

function EditDialog({ plan, onClose }: { plan: StaffPlan; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const update = useUpdatePlan();
  const [v, setV] = useState({
    name: plan.name,
    list: String(plan.original_price_paise / 100),
    price: String(plan.price_paise / 100),
    discount: plan.discount_text,
    months: String(plan.duration_months),
    features: plan.features.join('\n'),
    nameKn: plan.name_kn,
    discountKn: plan.discount_text_kn,
    featuresKn: plan.features_kn.join('\n'),
    onSale: plan.on_sale,
    ent: plan.entitlements,
    limit:
      plan.entitlements.monthlyInterestLimit === null ? '' : String(plan.entitlements.monthlyInterestLimit),
  });
  const text = textBinder(v, (patch) => setV({ ...v, ...patch }));
  const errors = (update.error as { errors?: Record<string, string> } | null)?.errors ?? {};
  const save = () =>
    update.mutate(
      {
        code: plan.code,
        plan: {
          name: v.name,
          original_price_paise: Math.round(Number(v.list) * 100),
          price_paise: Math.round(Number(v.price) * 100),
          discount_text: v.discount,
          duration_months: Number(v.months),
          features: featureLines(v.features),
          name_kn: v.nameKn,
          discount_text_kn: v.discountKn,
          features_kn: featureLines(v.featuresKn),
          on_sale: v.onSale,
          entitlements: { ...v.ent, monthlyInterestLimit: v.limit.trim() === '' ? null : Number(v.limit) },
        },
      },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{t('plans.edit', { name: plan.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="info">{t('plans.keepPrice')}</Alert>
          <TextField
            label={t('plans.name')}
            {...text('name')}
            error={!!errors.name}
            helperText={errors.name}
          />
          <Stack direction="row" spacing={1.5}>
            <TextField
              label={t('plans.listPrice')}
              inputMode="decimal"
              {...text('list')}
              error={!!errors.original_price_paise}
              helperText={errors.original_price_paise}
            />
            <TextField
              label={t('plans.price')}
              inputMode="decimal"
              {...text('price')}
              error={!!errors.price_paise}
              helperText={errors.price_paise ?? t('common.includingGst')}
            />
          </Stack>
          <Stack direction="row" spacing={1.5}>
            <TextField label={t('plans.discount')} {...text('discount')} />
            <TextField
              label={t('plans.months')}
              inputMode="numeric"
              {...text('months')}
              error={!!errors.duration_months}
              helperText={errors.duration_months}
            />
          </Stack>
          <TextField label={t('plans.features')} multiline minRows={3} {...text('features')} />
          <Typography variant="subtitle2">{t('plans.kannada')}</Typography>
          <TextField
            label={t('plans.nameKn')}
            {...text('nameKn')}
            slotProps={{ htmlInput: { lang: 'kn' } }}
            error={!!errors.name_kn}
            helperText={errors.name_kn ?? t('plans.kannadaHint')}
          />
          <TextField
            label={t('plans.discountKn')}
            {...text('discountKn')}
            slotProps={{ htmlInput: { lang: 'kn' } }}
            error={!!errors.discount_text_kn}
            helperText={errors.discount_text_kn}
          />
          <TextField
            label={t('plans.featuresKn')}
            multiline
            minRows={3}
            {...text('featuresKn')}
            slotProps={{ htmlInput: { lang: 'kn' } }}
          />
          <Typography variant="subtitle2">{t('plans.entitlements')}</Typography>
          <Grid container>
            {ENTITLEMENTS.map((k) => (
              <Grid key={k} size={{ xs: 12, sm: 6 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={v.ent[k]}
                      onChange={(e) => setV({ ...v, ent: { ...v.ent, [k]: e.target.checked } })}
                    />
                  }
                  label={t(`plans.entitlement.${k}`)}
                />
              </Grid>
            ))}
          </Grid>
          <TextField label={t('plans.limit')} inputMode="numeric" {...text('limit')} />
          <FormControlLabel
            control={<Switch checked={v.onSale} onChange={(e) => setV({ ...v, onSale: e.target.checked })} />}
            label={t('plans.onSaleSwitch')}
          />
          {update.isError && <Alert severity="error">{update.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={update.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /admin/plans (docs/payments.md#staff): the plan catalogue, editable, with the log of every change (who, when, what). */
export default function PlansPage() {
  const { t } = useTranslation('admin');
  const q = useStaffPlans();
  const [editing, setEditing] = useState<StaffPlan | null>(null);
  const fieldLabel = (f: string) => {
    const ent = f.startsWith('entitlements.') ? f.slice('entitlements.'.length) : null;
    if (ent !== null) {
      const key = ENTITLEMENTS.find((k) => k === ent);
      return key
        ? t(`plans.entitlement.${key}`)
        : ent === 'monthlyInterestLimit'
          ? t('plans.field.limit')
          : ent;
    }
    const field = PLAN_FIELDS.find((k) => k === f);
    return field ? t(`plans.field.${field}`) : f;
  };
  return (
    <>
      <PageHeader title={t('plans.title')} subtitle={t('plans.intro')} />
      {q.isPending && <Skeleton variant="rounded" height={200} />}
      {q.isError && <Alert severity="error">{q.error.message}</Alert>}
      {q.data && (
        <Stack spacing={3}>
          <Grid container spacing={2}>
            {q.data.plans.map((p) => (
              <Grid key={p.code} size={{ xs: 12, sm: 6, lg: 3 }}>
                <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                  <CardContent sx={{ flex: 1 }}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                      <SectionHeading>{p.name}</SectionHeading>
                      <Chip
                        size="small"
                        color={p.on_sale ? 'success' : 'default'}
                        label={p.on_sale ? t('plans.onSale') : t('plans.notOnSale')}
                      />
                    </Stack>
                    <Typography variant="h5" component="p" sx={{ mt: 1 }}>
                      {formatRupees(p.price_paise)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[
                        t('plans.list', { price: formatRupees(p.original_price_paise) }),
                        p.duration_text,
                        p.discount_text,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </CardContent>
                  <CardActions>
                    <Button onClick={() => setEditing(p)}>{t('common.edit')}</Button>
                  </CardActions>
                </Card>
              </Grid>
            ))}
          </Grid>
          <TitledCard title={t('plans.changeLog')} headingSx={{ mb: 1 }}>
            {q.data.changes.length === 0 ? (
              <Typography color="text.secondary">{t('plans.noChanges')}</Typography>
            ) : (
              <ScrollTable label={t('plans.changeLog')}>
                <TableHeadRow
                  cells={[t('plans.when'), t('plans.who'), t('common.plan'), t('plans.changed')]}
                />
                <TableBody>
                  {q.data.changes.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell>{formatDateTime(c.at)}</TableCell>
                      <TableCell>{c.actor}</TableCell>
                      <TableCell>{c.code}</TableCell>
                      <TableCell>{c.changed.map(fieldLabel).join(', ') || t('plans.nothing')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </ScrollTable>
            )}
          </TitledCard>
        </Stack>
      )}
      {editing && <EditDialog plan={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
