import 'react-toastify/dist/ReactToastify.css';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CloseButtonProps, ToastContainer, toast } from 'react-toastify';
import { ToastStack } from './toast-stack';

/** Room a toast needs below its top edge (one or two lines of text), px. */
const TOAST_ROOM = 88;
/** Width react-toastify gives a toast on screens ≥ 600 px, plus its right margin, px. */
const TOAST_COLUMN = 320 + 16;
/** Gap between the toast and what it must not cover, px. */
const GAP = 8;

/** What a toast must never cover inside an open dialog: its title and every control. */
const DIALOG_KEEP_CLEAR =
  'h2, .MuiDialogTitle-root, button, a[href], input, textarea, select, [role="button"]';

/**
 * Where the toasts' top edge goes, px from the viewport's top (decision 121): just below the app bar, or,
 * when an open dialog reaches into the toasts' column there, the first band of TOAST_ROOM px below the
 * bar that covers none of the dialog's title and controls (below the title of a phone's full-screen
 * dialog, else lower down); when no band is free, just below the lowest title.
 */
export function toastTop(phone: boolean): number {
  const bar = document.querySelector('header.MuiAppBar-root')?.getBoundingClientRect();
  const barBottom = bar ? Math.max(0, bar.bottom) : 0;
  const left = phone ? 0 : window.innerWidth - TOAST_COLUMN;
  const blocked: DOMRect[] = [];
  let titleBottom = barBottom;
  for (const paper of document.querySelectorAll('.MuiDialog-paper')) {
    const box = paper.getBoundingClientRect();
    if (box.right <= left || box.width === 0) continue;
    for (const el of paper.querySelectorAll(DIALOG_KEEP_CLEAR)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= left) continue;
      blocked.push(r);
      if (el.matches('h2, .MuiDialogTitle-root')) titleBottom = Math.max(titleBottom, r.bottom);
    }
  }
  const free = (y: number) => blocked.every((r) => r.bottom <= y || r.top >= y + TOAST_ROOM);
  const candidates = [barBottom + GAP, ...blocked.map((r) => r.bottom + GAP).sort((a, b) => a - b)].filter(
    (y) => y >= barBottom && y + TOAST_ROOM <= window.innerHeight,
  );
  return Math.round(candidates.find(free) ?? titleBottom + GAP);
}

/**
 * Keeps `toastTop()` current: when a dialog comes or goes (dialogs are children of <body>), on resize
 * and scroll (a bar that is not sticky scrolls away), and when a toast is added (after a navigation the
 * page's app bar may be another one).
 */
function useToastTop(phone: boolean): number {
  const [top, setTop] = useState(() => toastTop(phone));
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(toastTop(phone)));
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true });
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    const off = toast.onChange((t) => {
      if (t.status === 'added') measure();
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
      off();
    };
  }, [phone]);
  return top;
}

/** Dismisses the toasts `ToastStack` says must leave: a repeated message, the oldest beyond the limit. */
function useToastLimit() {
  useEffect(() => {
    const stack = new ToastStack();
    return toast.onChange((t) => {
      if (t.status === 'removed') stack.removed(t.id);
      else if (t.status === 'added') for (const id of stack.added(t.id, t.content)) toast.dismiss(id);
    });
  }, []);
}

/**
 * react-toastify's close button with its name in the language shown (decision 151): the library's own
 * button is named "close" in English and is not exported, so this draws the same button and cross.
 */
function ToastCloseButton({ closeToast, theme, ariaLabel }: CloseButtonProps) {
  return (
    <button
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
      aria-label={ariaLabel}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * Names each toast's progress bar `label` in the language shown (decision 151): react-toastify writes
 * "notification timer" on it with no option to change it, so the bars added under `root` are relabelled
 * as they arrive (React leaves the attribute alone afterwards: its own value never changes).
 */
export function relabelTimers(root: ParentNode, label: string): void {
  for (const bar of root.querySelectorAll('.Toastify__progress-bar[role="progressbar"]'))
    if (bar.getAttribute('aria-label') !== label) bar.setAttribute('aria-label', label);
}

function useTimerLabel(label: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    relabelTimers(root, label);
    const observer = new MutationObserver(() => relabelTimers(root, label));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return ref;
}

/**
 * The one toast container, loaded after the first paint (decision 015); a toast raised before it mounts is
 * queued by react-toastify and shown once it does. SPEC §2: top right, closing after 5000 ms (decision
 * 121, superseding decision 015's bottom placement). The top edge sits below the app bar and below an
 * open dialog's title where the dialog reaches the toasts' place (phones: top, full width). At most
 * three at once, newest first, and a message repeated replaces the older toast (`toast-stack.ts`).
 * Its own words — the region's name, each close button and timer — are in the language shown (decision 151).
 */
export default function Toasts() {
  const theme = useTheme();
  const { t } = useTranslation('common');
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const top = useToastTop(phone);
  useToastLimit();
  const closeLabel = t('mui.toastClose');
  const timers = useTimerLabel(t('mui.toastTimer'));
  return (
    <div ref={timers}>
      <ToastContainer
        aria-label={t('mui.toastRegion')}
        closeButton={(p: CloseButtonProps) => <ToastCloseButton {...p} ariaLabel={closeLabel} />}
        position={phone ? 'top-center' : 'top-right'}
        autoClose={5000}
        newestOnTop
        style={{
          // react-toastify's grey text (#757575) measured below 4.5:1 while a toast slides over the page;
          // a darker grey keeps every toast readable (WCAG 1.4.3, axe color-contrast; docs/accessibility.md).
          ['--toastify-text-color-light' as string]: '#424242',
          top,
        }}
      />
    </div>
  );
}
