import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../../shared/i18n/languages';
import { QueryError } from '../../components/QueryError';
import { Spinner } from '../../components/Spinner';
import { toastAnswer } from '../../components/toastAnswer';
import { formatDate, formatNumber } from '../../format';
import { SectionCard } from '../profile/SectionCard';
import { downloadBiodata, useCreateShareLink, useRevokeShareLink, useShareLinks } from './api';

/**
 * Share my profile on the profile page (docs/plan-features.md#share-link, #biodata): the biodata PDF in English
 * or Kannada (contact details only when ticked) and share links valid 7 or 30 days, each with its views
 * and a button that turns it off. Members whose plan lacks it are offered the plans.
 */
export function ShareCard() {
  const { t } = useTranslation('member');
  const links = useShareLinks();
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const [days, setDays] = useState<7 | 30>(7);
  const [made, setMade] = useState<string | null>(null);
  const [contact, setContact] = useState(false);
  const [busy, setBusy] = useState<Lang | null>(null);
  const copy = (url: string) =>
    navigator.clipboard?.writeText(url).then(
      () => toast.success(t('promises.share.copied')),
      () => undefined,
    );
  const download = (lang: Lang) => {
    setBusy(lang);
    downloadBiodata(lang, contact, t('promises.biodata.failed'))
      .catch((e: Error) => toast.error(e.message))
      .finally(() => setBusy(null));
  };

  return (
    <SectionCard id="share" title={t('promises.share.title')} subtitle={t('promises.share.subtitle')}>
      {links.isPending && <Spinner />}
      {links.isError && <QueryError query={links} />}
      {links.data && !links.data.abilities.share && (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2">{t('promises.share.locked')}</Typography>
          <Button component={RouterLink} to="/membership" variant="outlined">
            {t('promises.upgrade')}
          </Button>
        </Stack>
      )}
      {links.data?.abilities.share && (
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h3">
            {t('promises.biodata.title')}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={contact} onChange={(e) => setContact(e.target.checked)} />}
            label={t('promises.biodata.contact')}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {LANGUAGES.map((lang) => (
              <Button
                key={lang}
                variant="outlined"
                startIcon={<PictureAsPdfOutlined />}
                disabled={busy !== null}
                onClick={() => download(lang)}
              >
                {t('promises.biodata.download', { language: LANGUAGE_NAMES[lang] })}
              </Button>
            ))}
          </Stack>
          <Divider />
          <Typography variant="subtitle2" component="h3">
            {t('promises.share.linkTitle')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={days}
              onChange={(_e, v: 7 | 30 | null) => v && setDays(v)}
              aria-label={t('promises.share.validFor')}
            >
              <ToggleButton value={7} sx={{ minHeight: 44, px: 2 }}>
                {t('promises.share.days', { count: 7 })}
              </ToggleButton>
              <ToggleButton value={30} sx={{ minHeight: 44, px: 2 }}>
                {t('promises.share.days', { count: 30 })}
              </ToggleButton>
            </ToggleButtonGroup>
            <Button
              variant="contained"
              startIcon={<ShareOutlined />}
              disabled={create.isPending}
              onClick={() =>
                create.mutate(days, {
                  onSuccess: (d) => setMade(d.url),
                  onError: (e) => toast.error(e.message),
                })
              }
            >
              {t('promises.share.create')}
            </Button>
          </Stack>
          {made && (
            <Alert severity="success" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('promises.share.made')}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  size="small"
                  fullWidth
                  value={made}
                  slotProps={{ htmlInput: { readOnly: true, 'aria-label': t('promises.share.address') } }}
                />
                <IconButton aria-label={t('promises.share.copy')} onClick={() => copy(made)}>
                  <ContentCopyOutlined />
                </IconButton>
              </Stack>
            </Alert>
          )}
          {links.data.links.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('promises.share.none')}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={t('promises.share.listLabel')}>
              {links.data.links.slice(0, 10).map((l) => (
                <ListItem
                  key={l.id}
                  disableGutters
                  secondaryAction={
                    l.active && (
                      <IconButton
                        edge="end"
                        aria-label={t('promises.share.revoke')}
                        disabled={revoke.isPending}
                        onClick={() =>
                          window.confirm(t('promises.share.revokeConfirm')) &&
                          revoke.mutate(l.id, toastAnswer)
                        }
                      >
                        <LinkOffOutlined />
                      </IconButton>
                    )
                  }
                >
                  <ListItemText
                    primary={
                      l.active
                        ? t('promises.share.activeUntil', { date: formatDate(l.expires_at) })
                        : l.revoked_at
                          ? t('promises.share.revoked')
                          : t('promises.share.expired')
                    }
                    secondary={t('promises.share.views', { count: l.views, n: formatNumber(l.views) })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
