import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { searchQuerySchema } from '../../../shared/schemas/members';
import { registeredInput } from '../../components/FormInputs';
import { PageHeading } from '../../components/PageHeading';
import { TitledCard } from '../../components/SectionHeading';
import { usePageTitle } from '../../components/usePageTitle';
import { zodResolver } from '../../components/zodResolver';
import {
  EmptyState,
  FiltersPanel,
  filtersToParams,
  MemberResults,
  SortSelect,
  totalText,
  useCriteria,
  useFiltersUpgrade,
  useMemberList,
} from '../../features/members';
import { paramsToFilters, SavedSearchList, SaveSearchButton } from '../../features/saved-searches';

/** The search-by-number form: the server's `registration_no` query field (its limit and message), required here. */
const regForm = z.object({
  registration_no: searchQuerySchema.shape.registration_no.refine((v) => v !== undefined, {
    error: MSG.regNoRequired,
  }),
});

/**
 * Search (/user/search, docs/member-area.md#matches): by exact registration number, or by criteria (the same filters as
 * View All; advanced filters locked with an upgrade hint when the plan lacks them). Results are paged
 * on the server; the search lives in the URL (?registration_no=… or the criteria with go=1). Saved searches
 * (save, run, mail frequency, rename, delete) sit under the form (docs/member-area.md#saved-searches).
 */
export default function SearchPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('search.title'));
  const {
    params,
    setParams,
    advanced,
    filters,
    sort,
    page,
    qs: criteriaQs,
    planKnown,
    apply,
  } = useCriteria({
    go: 1,
  });
  const upgrade = useFiltersUpgrade();
  const regNo = params.get('registration_no') ?? '';
  const criteria = params.get('go') === '1';
  const qs = regNo ? new URLSearchParams({ registration_no: regNo }).toString() : criteriaQs;
  const searching = !!regNo || criteria;
  const q = useMemberList('search', qs, searching && planKnown);

  const form = useForm<{ registration_no: string }>({
    resolver: zodResolver(regForm, undefined, { raw: true }) as unknown as Resolver<{
      registration_no: string;
    }>,
    defaultValues: { registration_no: regNo },
  });
  const byNumber = form.handleSubmit((v) => setParams({ registration_no: v.registration_no.trim() }));
  const byCriteria = apply;
  const total = q.data?.total ?? 0;

  return (
    <Stack spacing={2.5}>
      <PageHeading title={t('search.title')} intro={t('search.intro')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          // minmax(0, …): a long saved-search name is cut with an ellipsis, never widens the page at 375 px.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2.5}>
          <TitledCard title={t('search.byNumber')} gutterBottom>
            <Stack
              component="form"
              noValidate
              onSubmit={byNumber}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
            >
              <TextField
                {...registeredInput(form, 'registration_no')}
                label={t('search.regNo')}
                placeholder={t('search.regNoPlaceholder')}
                autoComplete="off"
              />
              <Button
                type="submit"
                variant="contained"
                aria-label={t('search.searchByNumber')}
                sx={{ minWidth: 56, height: 56 }}
              >
                <SearchIcon />
              </Button>
            </Stack>
          </TitledCard>
          <TitledCard title={t('search.byCriteria')} gutterBottom>
            <FiltersPanel
              value={filters}
              onApply={(f) => byCriteria(f)}
              advanced={advanced}
              onUpgrade={upgrade.offer}
              applyLabel={t('search.submit')}
              idPrefix="search"
            />
          </TitledCard>
          <SavedSearchList />
        </Stack>
        <Stack spacing={2} component="section" aria-label={t('search.results')} sx={{ minWidth: 0 }}>
          {!searching ? (
            <EmptyState title={t('search.resultsHere')}>{t('search.resultsHereBody')}</EmptyState>
          ) : (
            <>
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}
              >
                {!regNo && <SortSelect value={sort} onChange={(s) => byCriteria(filters, { sort: s })} />}
                {!regNo && (
                  <SaveSearchButton
                    filters={paramsToFilters(
                      filtersToParams(filters, { sort: sort === 'recently_active' ? undefined : sort }),
                    )}
                  />
                )}
                <Typography color="text.secondary" role="status">
                  {q.data
                    ? regNo
                      ? total
                        ? t('search.regNoResult', { registrationNo: regNo })
                        : ''
                      : t('search.found', { count: total, total: totalText(q.data) })
                    : ''}
                </Typography>
              </Stack>
              <MemberResults
                query={q}
                page={regNo ? 1 : page}
                onPage={(p) => byCriteria(filters, { page: p })}
                label={t('search.results')}
                empty={
                  regNo ? (
                    <EmptyState title={t('search.notFound', { registrationNo: regNo })}>
                      {t('search.notFoundBody')}
                    </EmptyState>
                  ) : (
                    <EmptyState title={t('search.noMatch')}>{t('viewAll.wider')}</EmptyState>
                  )
                }
              />
            </>
          )}
        </Stack>
      </Box>
      {upgrade.dialog}
    </Stack>
  );
}
