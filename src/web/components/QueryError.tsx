import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one error state of a failed query (docs/architecture.md#where-rules-live): the server's message (or `fallback`) in an error
 * alert with a Retry button that refetches. Pass the TanStack Query result.
 */
export function QueryError({
  query,
  prefix,
  text,
  sx,
}: {
  query: { error: Error | null; refetch: () => unknown; isFetching?: boolean };
  /** Text before the server's message, e.g. 'Your profile could not be loaded.' */
  prefix?: ReactNode;
  /** The whole text, when the page's own words already hold the server's message. */
  text?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" disabled={query.isFetching} onClick={() => query.refetch()}>
          {t('apiError.retry')}
        </Button>
      }
    >
      {text ?? (
        <>
          {prefix} {query.error?.message || t('apiError.tryAgain')}
        </>
      )}
    </Alert>
  );
}
