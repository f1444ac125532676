import { toast } from 'react-toastify';

const tell = {
  onSuccess: (answer: { message: string }) => toast.success(answer.message),
  onError: (error: Error) => toast.error(error.message),
};

/**
 * Callbacks for a mutation (`m.mutate(vars, toastAnswer)`) whose answer is told to the user: on success
 * the server's `message` (every answer carries one, docs/api.md), on failure the error's message (the
 * client's ApiError). `toastAnswer.andThen(step)` is the same callbacks with `step` run after the success
 * toast (close a dialog, clear a form); a failure still only toasts. A caller whose failure goes elsewhere
 * (under a ReasonDialog's field) spreads these and replaces `onError`.
 */
export const toastAnswer = {
  ...tell,
  andThen: (step: () => void) => ({
    onSuccess: (answer: { message: string }) => {
      tell.onSuccess(answer);
      step();
    },
    onError: tell.onError,
  }),
};
