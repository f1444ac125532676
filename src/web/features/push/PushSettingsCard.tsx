import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { PUSH_KINDS } from '../../../shared/policies/push';
import { SectionPanel } from '../../components/SectionHeading';
import { useBusyTask } from '../../components/useBusyTask';
import {
  currentSubscription,
  pushSupported,
  turnOffPush,
  turnOnPush,
  usePushState,
  useSavePushSettings,
} from './api';

type Device = 'checking' | 'on' | 'off' | 'blocked' | 'unsupported';

/**
 * "Notifications on this device" (docs/installable-app.md#push, decision 201) on the member's settings
 * page: turns Web Push on or off for this browser, and the switches per kind (interest received, interest
 * accepted, new message) for all the member's devices. Not shown when the server has no push configured;
 * a member whose plan lacks push (decision 208) is told which plans include it instead.
 */
export function PushSettingsCard() {
  const { t } = useTranslation('privacy');
  const state = usePushState();
  const save = useSavePushSettings();
  const [device, setDevice] = useState<Device>('checking');
  const [busy, run] = useBusyTask();

  useEffect(() => {
    if (!pushSupported()) return setDevice('unsupported');
    if (Notification.permission === 'denied') return setDevice('blocked');
    let live = true;
    currentSubscription()
      .then((s) => live && setDevice(s ? 'on' : 'off'))
      .catch(() => live && setDevice('off'));
    return () => {
      live = false;
    };
  }, []);

  const push = state.data;
  if (!push?.enabled) return null;

  // A failure to turn on is told as push.failed whatever its cause; a failure to turn off as its message.
  const turnOn = () =>
    run(() => turnOnPush(push.public_key ?? '').then(setDevice, () => toast.error(t('push.failed'))));
  const turnOff = () =>
    run(async () => {
      await turnOffPush();
      setDevice('off');
    });

  return (
    <SectionPanel id="push-title" title={t('push.title')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('push.intro')}
        </Typography>
        {!push.plan_allows && (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="info" sx={{ width: '100%' }}>
              {t('push.locked')}
            </Alert>
            <Button component={RouterLink} to="/membership" variant="outlined">
              {t('push.seePlans')}
            </Button>
          </Stack>
        )}
        {push.plan_allows && device === 'unsupported' && (
          <Alert severity="info">{t('push.unsupported')}</Alert>
        )}
        {push.plan_allows && device === 'blocked' && <Alert severity="warning">{t('push.blocked')}</Alert>}
        {push.plan_allows && device === 'on' && (
          <Alert severity="success" icon={<NotificationsActiveOutlined />}>
            {t('push.onHere')}
          </Alert>
        )}
        {push.plan_allows && (device === 'off' || device === 'blocked') && (
          <div>
            <Button variant="contained" onClick={turnOn} disabled={busy}>
              {t('push.turnOn')}
            </Button>
          </div>
        )}
        {/* A device left on from a paid plan can still be turned off (decision 208). */}
        {device === 'on' && (
          <div>
            <Button variant="outlined" onClick={turnOff} disabled={busy}>
              {t('push.turnOff')}
            </Button>
          </div>
        )}
        {push.plan_allows && (
          <FormGroup>
            <FormLabel component="legend" sx={{ mb: 0.5 }}>
              {t('push.kinds')}
            </FormLabel>
            {PUSH_KINDS.map((kind) => (
              <FormControlLabel
                key={kind}
                control={
                  <Switch
                    checked={push.settings[kind]}
                    disabled={save.isPending}
                    onChange={(e) =>
                      save.mutate(
                        { [kind]: e.target.checked },
                        { onError: (err) => toast.error(err.message) },
                      )
                    }
                  />
                }
                label={t(`push.${kind}`)}
              />
            ))}
          </FormGroup>
        )}
      </Stack>
    </SectionPanel>
  );
}
