import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/QueryError';

/** A responsive grid for member cards: one column on phones, as many ~290 px columns as fit elsewhere. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // as many ~290 px columns as the space allows (one on phones; two beside the filters; three wide)
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(290px, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** A member card's placeholder while a list loads (also drawn in the member area's served shell). */
export function SkeletonCard() {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent>
        <Stack direction="row" spacing={1.5}>
          <Skeleton variant="circular" width={72} height={72} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="60%" height={28} />
            <Skeleton width="40%" />
          </Box>
        </Stack>
        <Skeleton sx={{ mt: 1.5 }} />
        <Skeleton width="80%" />
        <Skeleton variant="rounded" height={44} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}

/**
 * A paged list with its states (DESIGN: every list has loading, empty and error states): skeleton cards
 * while loading, the server's message with Retry on error, `empty` when there is nothing, and a pager
 * when there is more than one page. Paging happens on the server.
 */
export function PagedList<T>({
  query,
  items,
  total,
  page,
  pageSize,
  onPage,
  empty,
  render,
  label,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
    isFetching?: boolean;
  };
  items: T[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  render: (item: T) => ReactNode;
  /** What the list is, for screen readers. */
  label: string;
}) {
  const { t } = useTranslation('member');
  if (query.isPending) {
    return (
      <CardGrid>
        {[0, 1, 2].map((i) => (
          <SkeletonCard key={i} />
        ))}
      </CardGrid>
    );
  }
  if (query.isError) {
    return <QueryError query={query} />;
  }
  if (!items || items.length === 0) {
    if (page > 1 && total > 0) {
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('list.emptyPage')}</Typography>
          <Button variant="outlined" onClick={() => onPage(1)}>
            {t('list.firstPage')}
          </Button>
        </Stack>
      );
    }
    return <>{empty}</>;
  }
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack spacing={3} aria-busy={query.isFetching ? true : undefined}>
      <Box
        component="section"
        aria-label={label}
        sx={{ opacity: query.isFetching ? 0.6 : 1, transition: 'opacity .2s' }}
      >
        <CardGrid>{items.map(render)}</CardGrid>
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_e, p) => {
            onPage(p);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          color="primary"
          siblingCount={0}
          boundaryCount={1}
          sx={{ alignSelf: 'center', '& .MuiPaginationItem-root': { minWidth: 40, height: 40 } }}
          aria-label={t('list.pages', { label })}
        />
      )}
    </Stack>
  );
}

/** The empty state of a list: a short title, a line of help and an optional action. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ borderStyle: 'dashed', bgcolor: 'background.paper' }}>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <Typography variant="h6" component="p" gutterBottom>
          {title}
        </Typography>
        {children && (
          <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto' }}>
            {children}
          </Typography>
        )}
        {action && <Box sx={{ mt: 2 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}
