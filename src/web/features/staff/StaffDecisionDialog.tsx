import Alert from '@mui/material/Alert';
import type { ButtonProps } from '@mui/material/Button';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

type Color = ButtonProps['color'];

/** The words and looks of one decision; every text comes from the caller's catalogue. */
export interface StaffDecisionWords<D extends string> {
  /** The decision button's and the confirm button's label. */
  act: (d: D) => string;
  /** The confirmation's title and body. */
  confirmTitle: (d: D) => string;
  confirmBody: (d: D) => string;
  /** The decision button's variant (default `outlined`). */
  variant?: (d: D) => ButtonProps['variant'];
  /** The decision button's colour (default `primary`). */
  color?: (d: D) => Color;
  /** The confirm button's colour (default: the decision button's). */
  confirmColor?: (d: D) => Color;
}

/** The staff note under the item: label, hint, length cap and whether a decision needs it. */
export interface StaffNote<D extends string> {
  label: string;
  hint: string;
  maxLength: number;
  /** A decision that may not be taken with an empty note (the hint is then shown as the error). */
  required?: (d: D) => boolean;
}

export interface StaffDecisionDialogProps<D extends string> {
  /** Open while the caller has an item to review; `onClose` clears it. */
  open: boolean;
  onClose: () => void;
  /** Ids for `aria-labelledby` of the dialog and of its confirmation. */
  titleId: string;
  confirmTitleId: string;
  title: ReactNode;
  maxWidth: 'md' | 'lg';
  /** The item's query: a skeleton while pending, its error in an alert. */
  loading: boolean;
  error: Error | null;
  /** Whether the item is still open for a decision (note field and decision buttons shown). */
  decidable: boolean;
  decisions: readonly D[];
  words: StaffDecisionWords<D>;
  note: StaffNote<D>;
  /** Sends the decision with the trimmed note; the answer's message is toasted. */
  onDecide: (decision: D, note: string) => Promise<{ message: string }>;
  /** The decision request is under way (buttons disabled, confirm button loading). */
  busy: boolean;
  /** Actions before the decisions (e.g. "Unhide"), at the start of the action row. */
  extraActions?: ReactNode;
  /** Extra style of the action row's buttons (e.g. 44 px touch targets). */
  buttonSx?: SxProps<Theme>;
  /** The item itself: what staff read before deciding. */
  children?: ReactNode;
}

/**
 * The one staff review dialog (docs/architecture.md, "Shared web components"): the item under review,
 * a staff note, one button per decision and a confirmation before anything is sent (DESIGN.md: every
 * destructive action asks first). Full screen on phones. On success the answer's message is toasted and
 * the note cleared; on a refusal the server's message is toasted and the note kept (a form keeps what
 * was typed). Used by /admin/reports and /admin/message-reports; who may decide is checked by the server
 * (decision 130), the caller only says whether the item is still `decidable`.
 */
export function StaffDecisionDialog<D extends string>(props: StaffDecisionDialogProps<D>) {
  const { open, onClose, words, note: noteSpec, decisions, busy, buttonSx } = props;
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [confirming, setConfirming] = useState<D | null>(null);

  const close = () => {
    setNote('');
    setNoteError('');
    setConfirming(null);
    onClose();
  };
  const ask = (decision: D) => {
    if (noteSpec.required?.(decision) && !note.trim()) {
      setNoteError(noteSpec.hint);
      return;
    }
    setConfirming(decision);
  };
  const run = () => {
    if (!confirming) return;
    props.onDecide(confirming, note.trim()).then(
      (r) => {
        toast.success(r.message);
        setConfirming(null);
        setNote('');
      },
      (e: Error) => {
        setConfirming(null);
        toast.error(e.message);
      },
    );
  };
  const color = (d: D) => words.color?.(d) ?? 'primary';

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      maxWidth={props.maxWidth}
      fullWidth
      aria-labelledby={props.titleId}
    >
      <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
      <DialogContent dividers>
        {props.loading && <Skeleton variant="rounded" height={240} />}
        {props.error && <Alert severity="error">{props.error.message}</Alert>}
        {props.children}
        {props.decidable && (
          <>
            <Divider sx={{ my: 2 }} />
            <TextField
              label={noteSpec.label}
              helperText={noteError || noteSpec.hint}
              error={!!noteError}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                setNoteError('');
              }}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: noteSpec.maxLength } }}
              fullWidth
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {props.extraActions}
        {props.decidable &&
          decisions.map((k) => (
            <Button
              key={k}
              variant={words.variant?.(k) ?? 'outlined'}
              color={color(k)}
              onClick={() => ask(k)}
              disabled={busy}
              sx={buttonSx}
            >
              {words.act(k)}
            </Button>
          ))}
        <Button onClick={close} sx={buttonSx}>
          {t('common.close')}
        </Button>
      </DialogActions>

      <Dialog
        open={!!confirming}
        onClose={() => setConfirming(null)}
        aria-labelledby={props.confirmTitleId}
        maxWidth="xs"
      >
        <DialogTitle id={props.confirmTitleId}>{confirming && words.confirmTitle(confirming)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirming && words.confirmBody(confirming)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            color={confirming ? (words.confirmColor?.(confirming) ?? color(confirming)) : 'primary'}
            loading={busy}
            onClick={run}
          >
            {confirming && words.act(confirming)}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
