import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one error state of a failed query (issue #6): the server's message (or `fallback`) in an error
 * alert with a Retry button that refetches. Pass the TanStack Query result.
 */
export function QueryError({
  query,
  prefix,
}: {
  query: { error: Error | null; refetch: () => unknown; isFetching?: boolean };
  /** Text before the server's message, e.g. 'Your profile could not be loaded.' */
  prefix?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" disabled={query.isFetching} onClick={() => query.refetch()}>
          {t('apiError.retry')}
        </Button>
      }
    >
      {prefix} {query.error?.message || t('apiError.tryAgain')}
    </Alert>
  );
}
