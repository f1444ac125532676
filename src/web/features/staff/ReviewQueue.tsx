import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Review } from '../../../shared/schemas/member';
import { ApiError } from '../../api/client';
import { QueryError } from '../../components/QueryError';
import { formatNumber } from '../../format';
import { ReasonDialog } from '../photos/ReasonDialog';

/**
 * The parts every staff review queue of cards shares (docs/architecture.md, "Shared web components"):
 * the photo, profile-change, chart and duplicate-account queues of /admin/imageverify.
 */

/**
 * The queue's head: one toggle per state (`states`, e.g. pending / approved / rejected; 44 px targets)
 * and the count of what the chosen state holds (`count`, already worded; nothing while loading).
 * `label` names the toggle group for screen readers; `stateLabel` words each state.
 */
export function ReviewQueueHeader<S extends string>(props: {
  states: readonly S[];
  value: S;
  onChange: (state: S) => void;
  label: string;
  stateLabel: (state: S) => string;
  count: string | null;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={props.value}
        onChange={(_, v: S | null) => {
          if (v) props.onChange(v);
        }}
        aria-label={props.label}
      >
        {props.states.map((s) => (
          <ToggleButton key={s} value={s} sx={{ minHeight: 44, px: 2 }}>
            {props.stateLabel(s)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {props.count !== null && (
        <Typography variant="body2" color="text.secondary">
          {props.count}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * A queue with nothing in it: a large icon, an optional heading and one line. Without a heading the
 * line is body text; with one it is the smaller explanation under it. Words come from the caller's catalogue.
 */
export function ReviewQueueEmpty({ icon, title, text }: { icon: ReactNode; title?: string; text: string }) {
  return (
    <Stack sx={{ alignItems: 'center', py: 6, color: 'text.secondary', textAlign: 'center' }} spacing={1}>
      {icon}
      {title && (
        <Typography variant="h6" color="text.primary">
          {title}
        </Typography>
      )}
      <Typography variant={title ? 'body2' : 'body1'}>{text}</Typography>
    </Stack>
  );
}

/** The queue's pager under the cards; nothing when everything fits on one page (`pages` ≤ 1). */
export function ReviewQueuePager(props: { pages: number; page: number; onPage: (page: number) => void }) {
  if (props.pages <= 1) return null;
  return (
    <Stack sx={{ alignItems: 'center', mt: 3 }}>
      <Pagination
        count={props.pages}
        page={props.page}
        onChange={(_, p) => props.onPage(p)}
        color="primary"
      />
    </Stack>
  );
}

/**
 * The decision buttons of one queue card: stacked full width on phones (44 px targets from the theme's
 * buttons), side by side from `sm`.
 */
export function ReviewCardActions({ children }: { children: ReactNode }) {
  return (
    <CardActions
      sx={{
        px: 2,
        pb: 2,
        pt: 0,
        gap: 1,
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'stretch',
      }}
    >
      {children}
    </CardActions>
  );
}

/**
 * The error handler of a reject-with-reason request (ReasonDialog's `onSubmit`): the server's message for
 * the `reason` field goes under the field (the typed reason stays), and the answer's message is toasted.
 */
export function reasonRefused(setError: (message: string) => void) {
  return (e: Error) => {
    if (e instanceof ApiError && e.errors.reason) setError(e.errors.reason);
    toast.error(e.message);
  };
}

/** A page of a review queue as the server answers it: the rows under the queue's own name, with paging. */
type QueuePage = { total: number; pageSize: number };
/** One item of a review queue: its id and its state (pending, approved, rejected). */
type Reviewed = { id: string; status: string };

/**
 * The state and the decisions of one review queue (photos, profile changes, charts): the chosen state
 * (one of `states`, the first at first; choosing another goes back to page 1), the page, the item being rejected, the list
 * query (`useList(state, page)`) and the review request (`useReview()`, PATCH {status, reason}).
 * `approve(item, after)` approves and toasts `words.approved(item)`; the reason dialog of
 * `ReviewQueueFrame` rejects and toasts `words.rejected(item)`. A refusal's message is toasted.
 * `decisions(item, after)`: the card's Approve and Reject buttons (`ReviewDecisions`) wired to both.
 */
export function useReviewQueue<S extends string, R extends Reviewed, D extends QueuePage>(opts: {
  states: readonly S[];
  useList: (state: S, page: number) => UseQueryResult<D>;
  useReview: () => UseMutationResult<unknown, Error, { id: string } & Review>;
  words: { approved: (item: R) => string; rejected: (item: R) => string };
}) {
  const [state, setState] = useState<S>(opts.states[0]);
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<R | null>(null);
  const query = opts.useList(state, page);
  const review = opts.useReview();
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const approve = (item: R, after?: () => void) =>
    review.mutate(
      { id: item.id, status: 'approved', reason: '' },
      {
        onSuccess: () => {
          toast.success(opts.words.approved(item));
          after?.();
        },
        onError: (e) => toast.error(e.message),
      },
    );
  const reject = (reason: string, setError: (message: string) => void, after?: () => void) => {
    const item = rejecting;
    if (!item) return;
    review.mutate(
      { id: item.id, status: 'rejected', reason },
      {
        onSuccess: () => {
          toast.success(opts.words.rejected(item));
          setRejecting(null);
          after?.();
        },
        onError: reasonRefused(setError),
      },
    );
  };
  const choose = (s: S) => {
    setState(s);
    setPage(1);
  };
  const decisions = (item: R, after?: () => void) => (
    <ReviewDecisions
      status={item.status}
      busy={review.isPending}
      onApprove={() => approve(item, after)}
      onReject={() => setRejecting(item)}
    />
  );
  return {
    decisions,
    states: opts.states,
    state,
    choose,
    page,
    setPage,
    pages,
    query,
    review,
    rejecting,
    setRejecting,
    approve,
    reject,
  };
}

/**
 * Everything around a review queue's cards: the state toggles and the count (`count(total)`), the error
 * (`loadError` before the server's message), `loading` while the first page loads, `empty` when the
 * state holds nothing, the cards (`children`, given the page's rows), the pager and the reason dialog
 * for `queue.rejecting` (`reject`: its title for the item, the explanation and the suggested reasons;
 * `afterReject` runs once the rejection is saved). Words come from the caller's catalogue.
 */
export function ReviewQueueFrame<S extends string, R extends Reviewed, D extends QueuePage>(props: {
  queue: ReturnType<typeof useReviewQueue<S, R, D>>;
  label: string;
  stateLabel: (state: S) => string;
  count: (total: string, n: number) => string;
  rows: (data: D) => R[];
  loadError?: string;
  loading?: ReactNode;
  empty: ReactNode;
  reject: { title: (item: R) => string; explain: string; max: number; suggestions?: string[] };
  afterReject?: () => void;
  children: (rows: R[]) => ReactNode;
}) {
  const { queue: q } = props;
  const data = q.query.data;
  const rows = data ? props.rows(data) : [];
  return (
    <Box>
      <ReviewQueueHeader
        states={q.states}
        value={q.state}
        onChange={q.choose}
        label={props.label}
        stateLabel={props.stateLabel}
        count={data ? props.count(formatNumber(data.total), data.total) : null}
      />
      {q.query.isError && <QueryError query={q.query} prefix={props.loadError} />}
      {q.query.isPending && props.loading}
      {q.query.isSuccess && rows.length === 0 && props.empty}
      {q.query.isSuccess && rows.length > 0 && props.children(rows)}
      <ReviewQueuePager pages={q.pages} page={q.page} onPage={q.setPage} />
      <ReasonDialog
        key={q.rejecting?.id ?? 'none'}
        open={q.rejecting !== null}
        title={q.rejecting ? props.reject.title(q.rejecting) : ''}
        max={props.reject.max}
        explain={props.reject.explain}
        suggestions={props.reject.suggestions}
        busy={q.review.isPending}
        onCancel={() => q.setRejecting(null)}
        onSubmit={(reason, setError) => q.reject(reason, setError, props.afterReject)}
      />
    </Box>
  );
}

/**
 * A queue card's Approve and Reject buttons (in `ReviewCardActions`): Approve unless the item is
 * already approved, Reject unless already rejected; both off while a decision is being saved.
 */
export function ReviewDecisions(props: {
  status: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('admin');
  const sx = { flex: 1, ml: '0 !important', width: { xs: '100%', sm: 'auto' } };
  return (
    <ReviewCardActions>
      {props.status !== 'approved' && (
        <Button
          variant="contained"
          color="success"
          startIcon={<Check />}
          onClick={props.onApprove}
          disabled={props.busy}
          sx={sx}
        >
          {t('review.approve')}
        </Button>
      )}
      {props.status !== 'rejected' && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<Close />}
          onClick={props.onReject}
          disabled={props.busy}
          sx={sx}
        >
          {t('review.reject')}
        </Button>
      )}
    </ReviewCardActions>
  );
}
