import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workbox } from 'workbox-window';

/**
 * Registers the service worker (/sw.js, docs/installable-app.md, decision 200) in a built app, and when a
 * new version has been installed and waits, offers "A new version is ready — Reload": Reload lets the
 * new worker take over, then reloads the page once it controls it. Dismissed, the new version starts
 * with the next visit. Renders nothing in development or without service worker support.
 */
export default function UpdatePrompt() {
  const { t } = useTranslation('common');
  const [waiting, setWaiting] = useState(false);
  const wb = useRef<Workbox | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let gone = false;
    void import('workbox-window').then(({ Workbox }) => {
      if (gone) return;
      const w = new Workbox('/sw.js');
      w.addEventListener('waiting', () => setWaiting(true));
      void w.register();
      wb.current = w;
    });
    return () => {
      gone = true;
    };
  }, []);

  const reload = () => {
    const w = wb.current;
    setWaiting(false);
    if (!w) return;
    w.addEventListener('controlling', () => window.location.reload());
    w.messageSkipWaiting();
  };

  return (
    <Snackbar
      open={waiting}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('update.ready')}
      onClose={(_e, reason) => reason !== 'clickaway' && setWaiting(false)}
      action={
        <Button color="secondary" size="small" onClick={reload}>
          {t('update.reload')}
        </Button>
      }
    />
  );
}
