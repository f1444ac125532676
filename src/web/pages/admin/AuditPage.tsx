import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_KINDS } from '../../../shared/audit-actions';
import type { AuditRow } from '../../../shared/schemas/moderation';
import { downloadListCsv } from '../../download';
import { PageHeader } from '../../features/admin/PageHeader';
import { type AuditQuery, useAudit } from '../../features/moderation/api';
import { filterSetter, listPaging } from '../../features/staff/listPaging';
import { type StaffColumn, type StaffFilter, StaffList } from '../../features/staff/StaffList';
import { formatDateTime } from '../../format';

/** A detail value as one short line: "a → b" for a before/after pair, JSON otherwise. */
function show(v: unknown): string {
  if (v && typeof v === 'object' && !Array.isArray(v) && 'from' in v && 'to' in v) {
    const o = v as { from: unknown; to: unknown };
    return `${show(o.from)} → ${show(o.to)}`;
  }
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/** The details of one row: before → after of each field changed, then the rest (reasons, ids). */
function Details({ row }: { row: AuditRow }) {
  const { t } = useTranslation('admin');
  const d = { ...row.details };
  const erased = d.erased === true;
  delete d.erased;
  // Status changes store from/to at the top level.
  const pairs: [string, string][] =
    'from' in d && 'to' in d ? [['status', `${show(d.from)} → ${show(d.to)}`]] : [];
  for (const [k, v] of Object.entries(d)) {
    if (k === 'from' || k === 'to') continue;
    pairs.push([k, show(v)]);
  }
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      {pairs.map(([k, v]) => (
        <Typography key={k} variant="body2" sx={{ wordBreak: 'break-word' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {k}:
          </Box>{' '}
          {v}
        </Typography>
      ))}
      {erased && (
        <Chip size="small" variant="outlined" label={t('audit.erased')} sx={{ alignSelf: 'flex-start' }} />
      )}
    </Stack>
  );
}

/**
 * /admin/audit (decision 166, docs/moderation.md#audit-trail): every staff action, newest first, searched by
 * staff member, target, action and IST date range, server-paged, with a CSV of exactly the filtered rows.
 * Needs the settings permission. Rows are read-only here and in the database.
 */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const [f, setF] = useState<AuditQuery>({
    actor: '',
    target: '',
    action: '',
    from: '',
    to: '',
    page: 1,
    pageSize: 20,
  });
  const set = filterSetter(setF);
  const list = useAudit(f);
  const actionLabel = (a: string) =>
    t(`audit.action.${a}` as 'audit.action.user.active', { defaultValue: a });

  const who = (r: AuditRow) =>
    r.actor ? (
      <>
        <Typography variant="body2">{r.actor.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {r.actor.registration_no}
        </Typography>
      </>
    ) : (
      <Typography variant="body2" color="text.secondary">
        {t('audit.system')}
      </Typography>
    );
  const about = (r: AuditRow) =>
    r.target ? (
      <>
        <Typography variant="body2">{r.target.name || r.target.registration_no}</Typography>
        <Typography variant="caption" color="text.secondary">
          {r.target.registration_no}
        </Typography>
      </>
    ) : (
      '—'
    );
  const columns: StaffColumn<AuditRow>[] = [
    { key: 'when', header: t('audit.when'), render: (r) => formatDateTime(r.created_at) },
    { key: 'who', header: t('audit.staff'), render: who },
    { key: 'action', header: t('audit.kind'), render: (r) => actionLabel(r.action) },
    { key: 'target', header: t('audit.target'), render: about },
    { key: 'details', header: t('audit.details'), render: (r) => <Details row={r} /> },
  ];

  const filters: StaffFilter[] = [
    { kind: 'text', name: 'actor', label: t('audit.staff'), placeholder: t('audit.staffHint') },
    { kind: 'text', name: 'target', label: t('audit.target'), placeholder: t('audit.targetHint') },
    {
      kind: 'select',
      name: 'action',
      label: t('audit.kind'),
      options: [
        ['', t('audit.kinds.all')],
        ...AUDIT_KINDS.map((k) => [`${k}.`, t(`audit.kinds.${k}`)] as [string, string]),
      ],
    },
    { kind: 'dates', from: 'from', to: 'to' },
  ];
  const { page: _page, pageSize: _size, ...values } = f;

  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <StaffList
        label={t('audit.label')}
        columns={columns}
        rows={list.data?.entries ?? []}
        rowKey={(r) => String(r.id)}
        {...listPaging(f, setF, list)}
        empty={t('audit.empty')}
        filters={filters}
        values={values}
        onFilters={set}
        onCsv={() => downloadListCsv('/api/admin/audit.csv', f, 'audit-trail')}
        card={(r) => (
          <Stack spacing={0.75}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {actionLabel(r.action)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(r.created_at)}
              </Typography>
            </Stack>
            <Box>{who(r)}</Box>
            <Box>{about(r)}</Box>
            <Details row={r} />
          </Stack>
        )}
      />
    </>
  );
}
