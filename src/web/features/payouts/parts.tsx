import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../format';
import { usePromoterChoices } from './api';

const STATUS_COLOR: Record<string, 'warning' | 'info' | 'success' | 'default'> = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  reversed: 'default',
};
/**
 * A commission status as a coloured chip (decision 030: pending, approved, paid, reversed); `label`: the
 * status in the reader's language (the caller's catalogue).
 */
export function CommissionStatusChip({ status, label }: { status: string; label: string }) {
  return <Chip size="small" color={STATUS_COLOR[status] ?? 'default'} label={label} />;
}

/** A row of figure cards (label, rupee amount), wrapping on phones. */
export function MoneyCards({ items }: { items: { label: string; paise: number; hint?: string }[] }) {
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 2 }}>
      {items.map((i) => (
        <Paper key={i.label} variant="outlined" sx={{ p: 1.5, flex: '1 1 100px', minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {i.label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {formatRupees(i.paise)}
          </Typography>
          {i.hint && (
            <Typography variant="caption" color="text.secondary">
              {i.hint}
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** A select of every promoter (name · code); '' = all promoters when `allLabel` is given. */
export function PromoterSelect(props: {
  value: string;
  onChange(id: string): void;
  allLabel?: string;
  label?: string;
}) {
  const choices = usePromoterChoices();
  const { t } = useTranslation('common');
  return (
    <TextField
      select
      size="small"
      label={props.label ?? t('planNames.promoter')}
      value={choices.isPending ? '' : props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ width: { xs: '100%', sm: 260 } }}
      fullWidth={false}
      slotProps={{ select: { displayEmpty: props.allLabel !== undefined }, inputLabel: { shrink: true } }}
      helperText={choices.isError ? choices.error.message : undefined}
      error={choices.isError}
    >
      {props.allLabel !== undefined && <MenuItem value="">{props.allLabel}</MenuItem>}
      {(choices.data ?? []).map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name} · {p.promo_code}
          {p.active ? '' : ` ${t('promoterSelect.inactive')}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A small select of fixed options. */
export function OptionSelect(props: {
  label: string;
  value: string;
  options: [string, string][];
  onChange(v: string): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      fullWidth={false}
      sx={{ width: { xs: 'calc(50% - 6px)', sm: 170 } }}
    >
      {props.options.map(([v, l]) => (
        <MenuItem key={v} value={v}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A row of list filters: wraps; each filter keeps its own width (full width on phones for wide ones). */
export function Filters({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'flex-start' }}
    >
      {children}
    </Stack>
  );
}

/** A box of a filter's width (date fields): half the row on phones, 190 px from tablets up. */
export function FilterBox({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ width: { xs: wide ? '100%' : 'calc(50% - 6px)', sm: wide ? 260 : 190 } }}>{children}</Box>
  );
}
