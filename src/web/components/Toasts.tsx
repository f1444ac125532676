import 'react-toastify/dist/ReactToastify.css';
import { ToastContainer } from 'react-toastify';

/**
 * The one toast container (SPEC §2: top-right, closing after 5000 ms). Loaded after the first paint
 * (issue #8); a toast raised before it mounts is queued by react-toastify and shown once it does.
 */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop />;
}
