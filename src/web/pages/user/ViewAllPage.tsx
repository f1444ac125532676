import Close from '@mui/icons-material/Close';
import Tune from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSort } from '../../../shared/schemas/members';
import { PageHeading } from '../../components/PageHeading';
import { SectionHeading, TitledCard } from '../../components/SectionHeading';
import { usePageTitle } from '../../components/usePageTitle';
import {
  countFilters,
  EmptyState,
  FiltersPanel,
  type FilterValues,
  MemberResults,
  SortSelect,
  totalText,
  useCriteria,
  useFiltersUpgrade,
  useMemberList,
} from '../../features/members';

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
  const upgrade = useFiltersUpgrade();

  const q = useMemberList('members', qs, planKnown);

  const apply = (f: FilterValues, next: { sort?: MemberSort; page?: number } = {}) => {
    applyCriteria(f, next);
    setDrawer(false);
  };
  const n = countFilters(filters);

  const panel = (
    <FiltersPanel
      value={filters}
      onApply={(f) => apply(f)}
      advanced={advanced}
      onUpgrade={upgrade.offer}
      idPrefix="viewall"
    />
  );

  return (
    <Stack spacing={2.5}>
      <PageHeading title={t('viewAll.title')} intro={t('viewAll.intro')} />
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        {wide && (
          <TitledCard
            title={t('viewAll.filters')}
            gutterBottom
            sx={{ width: 320, flexShrink: 0, position: 'sticky', top: 88 }}
          >
            {panel}
          </TitledCard>
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
              {q.data ? t('viewAll.count', { count: q.data.total, total: totalText(q.data) }) : ''}
            </Typography>
          </Stack>
          <MemberResults
            query={q}
            page={page}
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
              <SectionHeading>{t('viewAll.filters')}</SectionHeading>
              <IconButton aria-label={t('viewAll.closeFilters')} onClick={() => setDrawer(false)}>
                <Close />
              </IconButton>
            </Stack>
            {panel}
          </Box>
        </Drawer>
      )}
      {upgrade.dialog}
    </Stack>
  );
}
