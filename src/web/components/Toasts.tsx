import 'react-toastify/dist/ReactToastify.css';
import { useMediaQuery, useTheme } from '@mui/material';
import { ToastContainer } from 'react-toastify';

/**
 * The one toast container, loaded after the first paint (issue #8); a toast raised before it mounts is
 * queued by react-toastify and shown once it does. Toasts sit at the bottom, where no dialog title and
 * no app-bar control ever is (decision 015): phones full width above the member area's bottom
 * navigation (64 px), wider screens bottom right. They close after 5000 ms (SPEC §2); what matters is
 * also written on the page.
 */
export default function Toasts() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <ToastContainer
      position={phone ? 'bottom-center' : 'bottom-right'}
      autoClose={5000}
      newestOnTop
      style={{
        // react-toastify's grey text (#757575) measured below 4.5:1 while a toast slides over the page;
        // a darker grey keeps every toast readable (WCAG 1.4.3, axe color-contrast; issue #9).
        ['--toastify-text-color-light' as string]: '#424242',
        ...(phone ? { bottom: 'calc(72px + env(safe-area-inset-bottom))' } : {}),
      }}
    />
  );
}
