import { toast } from 'react-toastify';

/**
 * Callbacks for a mutation (`m.mutate(vars, toastAnswer)`) whose answer is only told to the user: on
 * success the server's `message` (every answer carries one, docs/api.md), on failure the error's message
 * (the client's ApiError). Nothing else happens; a caller that must also act writes its own callbacks.
 */
export const toastAnswer = {
  onSuccess: (answer: { message: string }) => toast.success(answer.message),
  onError: (error: Error) => toast.error(error.message),
};
