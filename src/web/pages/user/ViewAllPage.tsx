import Close from '@mui/icons-material/Close';
import Tune from '@mui/icons-material/Tune';
import {
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  Drawer,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCard as Card_, MemberSort } from '../../../shared/schemas/members';
import { usePageTitle } from '../../components/usePageTitle';
import {
  countFilters,
  EmptyState,
  FiltersPanel,
  type FilterValues,
  MemberCard,
  MemberUpgradeDialog,
  PAGE_SIZE,
  PagedList,
  SortSelect,
  useCriteria,
  useMemberList,
} from '../../features/members';
import { formatNumber } from '../../format';

/**
 * View All (/user/viewAll, docs/member-area.md#matches): every listed member of the other gender, with filters (a side panel
 * on wide screens, a drawer on phones), sort and server paging; filters apply to the whole set. Filters,
 * sort and page live in the URL, so Back from a profile returns to the same list.
 */
export default function ViewAllPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('viewAll.title'));
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { setParams, advanced, filters, sort, page, qs, planKnown, apply: applyCriteria } = useCriteria();
  const [drawer, setDrawer] = useState(false);
  const [upgrade, setUpgrade] = useState(false);

  const q = useMemberList('members', qs, planKnown);

  const apply = (f: FilterValues, next: { sort?: MemberSort; page?: number } = {}) => {
    applyCriteria(f, next);
    setDrawer(false);
  };
  const n = countFilters(filters);
  const total = q.data?.total ?? 0;

  const panel = (
    <FiltersPanel
      value={filters}
      onApply={(f) => apply(f)}
      advanced={advanced}
      onUpgrade={() => setUpgrade(true)}
      idPrefix="viewall"
    />
  );

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
          {t('viewAll.title')}
        </Typography>
        <Typography color="text.secondary">{t('viewAll.intro')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        {wide && (
          <Card variant="outlined" sx={{ width: 320, flexShrink: 0, position: 'sticky', top: 88 }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('viewAll.filters')}
              </Typography>
              {panel}
            </CardContent>
          </Card>
        )}
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
            {!wide && (
              <Badge color="secondary" badgeContent={n} invisible={n === 0}>
                <Button variant="outlined" startIcon={<Tune />} onClick={() => setDrawer(true)}>
                  {t('viewAll.filters')}
                </Button>
              </Badge>
            )}
            <SortSelect value={sort} onChange={(s) => apply(filters, { sort: s })} />
            <Typography color="text.secondary" role="status" sx={{ ml: { md: 'auto' } }}>
              {q.data
                ? t('viewAll.count', {
                    count: total,
                    total: `${formatNumber(total)}${q.data.total_capped ? '+' : ''}`,
                  })
                : ''}
            </Typography>
          </Stack>
          <PagedList<Card_>
            query={q}
            items={q.data?.members}
            total={total}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={(p) => apply(filters, { page: p })}
            label={t('viewAll.members')}
            empty={
              <EmptyState
                title={t('viewAll.empty')}
                action={
                  n > 0 ? (
                    <Button variant="outlined" onClick={() => setParams(new URLSearchParams())}>
                      {t('viewAll.clearFilters')}
                    </Button>
                  ) : undefined
                }
              >
                {t('viewAll.wider')}
              </EmptyState>
            }
            render={(m) => <MemberCard key={m.registration_no} member={m} />}
          />
        </Stack>
      </Box>
      {!wide && (
        <Drawer
          anchor="bottom"
          open={drawer}
          onClose={() => setDrawer(false)}
          slotProps={{
            paper: { sx: { maxHeight: '92vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } },
          }}
        >
          <Box sx={{ p: 2, pb: 4 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="h6" component="h2">
                {t('viewAll.filters')}
              </Typography>
              <IconButton aria-label={t('viewAll.closeFilters')} onClick={() => setDrawer(false)}>
                <Close />
              </IconButton>
            </Stack>
            {panel}
          </Box>
        </Drawer>
      )}
      <MemberUpgradeDialog
        open={upgrade}
        onClose={() => setUpgrade(false)}
        reason={t('filters.premiumReason')}
      />
    </Stack>
  );
}
