import { CardActions, Pagination, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../api/client';

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
