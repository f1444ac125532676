import { useState } from 'react';
import { toast } from 'react-toastify';

/**
 * An async task started from a button (a file download, for instance): `busy` is true while it runs, so
 * the button can be disabled or show loading, and a failure shows as an error toast with the error's
 * message (the API client's, in the reader's language: docs/i18n.md). Out: `[busy, run]`; `run(task)`
 * resolves once the task has settled and never rejects.
 */
export function useBusyTask(): [boolean, (task: () => Promise<unknown>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}
