import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoshaCancellation, Koota } from '../../../shared/horoscope/guna-milan';
import type { ManglikStatement, ManglikVerdict } from '../../../shared/horoscope/manglik';
import {
  doshaCancelledKey,
  doshaKey,
  GUNA_BREAKDOWN_KEY,
  GUNA_SUMMARY_KEY,
  KOOTA_POINTS_KEY,
  kootaMeaningKey,
  kootaNameKey,
  manglikStatementKey,
  manglikVerdictKey,
} from '../../../shared/horoscope/words';
import type { GunaMilanView } from '../../../shared/schemas/profile';
import { formatNumber } from '../../format';

/** Half points shown as the language writes decimals (24.5). */
const points = (n: number) => formatNumber(n);

/** Words of the horoscope catalogue by a key built in src/shared/horoscope/words.ts. */
function useHoroscopeT() {
  const { t } = useTranslation('horoscope');
  return t as unknown as (key: string, values?: Record<string, unknown>) => string;
}

/** "Guna milan 27 / 36" as a small chip for a match card (docs/horoscope.md#matching). */
export function GunaChip({ total }: { total: number }) {
  const t = useHoroscopeT();
  return (
    <Chip size="small" variant="outlined" label={t(GUNA_SUMMARY_KEY, { points: points(total), max: 36 })} />
  );
}

/**
 * The guna milan of the viewer and a member on the member's profile (docs/horoscope.md#on-a-profile):
 * "Guna milan 24 / 36" and the manglik compatibility in plain words; the button opens the koota
 * breakdown (each koota's name, points and one-line meaning) and the nadi and bhakoot doshas.
 */
export function GunaMilanCard({ guna }: { guna: GunaMilanView }) {
  const t = useHoroscopeT();
  const { t: tc } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const summary = t(GUNA_SUMMARY_KEY, { points: points(guna.total), max: guna.max });
  const dosha = (name: 'nadi' | 'bhakoot', d: GunaMilanView['nadi_dosha']) =>
    d.present ? (
      <Typography key={name} variant="body2">
        {t(doshaKey(name))}
        {d.cancelled_by ? ` ${t(doshaCancelledKey(d.cancelled_by as DoshaCancellation))}` : ''}
      </Typography>
    ) : null;
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }} data-testid="guna-milan">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {summary}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t(manglikVerdictKey(guna.manglik.verdict as ManglikVerdict))}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t(manglikStatementKey(guna.manglik.statement as ManglikStatement))}
      </Typography>
      {/* The breakdown scrolls on a phone: its content takes focus so the keyboard can scroll it (axe scrollable-region-focusable). */}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="guna-title">
        <DialogTitle id="guna-title">{summary}</DialogTitle>
        <DialogContent tabIndex={0}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t(GUNA_BREAKDOWN_KEY)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {guna.kootas.map((k) => (
              <Box component="li" key={k.koota} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{t(kootaNameKey(k.koota as Koota))}</Typography>
                  <Typography sx={{ whiteSpace: 'nowrap' }}>
                    {t(KOOTA_POINTS_KEY, { points: points(k.points), max: k.max })}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t(kootaMeaningKey(k.koota as Koota))}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack spacing={0.5} sx={{ mt: 2 }}>
            {dosha('nadi', guna.nadi_dosha)}
            {dosha('bhakoot', guna.bhakoot_dosha)}
            <Typography variant="body2">
              {t(manglikStatementKey(guna.manglik.statement as ManglikStatement))}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{tc('mui.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
