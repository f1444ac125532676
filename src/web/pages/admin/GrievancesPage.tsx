import ReplyIcon from '@mui/icons-material/Reply';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { todayIST } from '../../../shared/dates';
import { GRIEVANCE_KINDS, type GrievanceKind } from '../../../shared/privacy';
import type { GrievanceRow } from '../../../shared/schemas/privacy';
import { QueryError } from '../../components/QueryError';
import { PageHeader } from '../../features/admin/PageHeader';
import { PriorityChip } from '../../features/plan-features/PriorityChip';
import { useAnswerGrievance, useGrievances } from '../../features/privacy/api';
import { formatDate, formatDateTime } from '../../format';

function AnswerDialog({ row, onClose }: { row: GrievanceRow | null; onClose: () => void }) {
  const { t } = useTranslation('privacy');
  const [text, setText] = useState('');
  const answer = useAnswerGrievance();
  const close = () => {
    setText('');
    answer.reset();
    onClose();
  };
  return (
    <Dialog open={!!row} onClose={close} fullWidth maxWidth="sm" aria-labelledby="answer-title">
      <DialogTitle id="answer-title">{t('admin.answerTitle', { ref: row?.reference_no })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('admin.answerMailed', { email: row?.email })}</DialogContentText>
        <TextField
          label={t('admin.answer')}
          multiline
          minRows={5}
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {answer.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {answer.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={answer.isPending}>
          {t('admin.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={text.trim() === ''}
          loading={answer.isPending}
          onClick={() =>
            row &&
            answer.mutate(
              { id: row.id, answer: text.trim() },
              {
                onSuccess: (r) => {
                  toast.success(r.message);
                  close();
                },
              },
            )
          }
        >
          {t('admin.sendAnswer')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /admin/grievances (docs/data-rights.md): grievances to the grievance officer, open ones first by due date. */
export default function GrievancesPage() {
  const { t } = useTranslation('privacy');
  const q = useGrievances();
  const [row, setRow] = useState<GrievanceRow | null>(null);
  const today = todayIST();
  return (
    <>
      <PageHeader title={t('admin.grievancesTitle')} subtitle={t('admin.grievancesIntro')} />
      {q.isPending && <Skeleton variant="rounded" height={200} />}
      {q.isError && <QueryError query={q} />}
      {q.data && q.data.length === 0 && <Alert severity="info">{t('admin.noGrievances')}</Alert>}
      <Stack spacing={2}>
        {q.data?.map((g) => (
          <Card key={g.id} variant="outlined">
            <CardContent>
              <Stack
                direction="row"
                spacing={1}
                sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
              >
                <Typography sx={{ fontWeight: 700 }}>{g.reference_no}</Typography>
                <PriorityChip dueAt={g.priority_due_at} open={g.status !== 'answered'} />
                <Chip
                  size="small"
                  label={
                    (GRIEVANCE_KINDS as readonly string[]).includes(g.kind)
                      ? t(`grievance.kinds.${g.kind as GrievanceKind}`)
                      : g.kind
                  }
                />
                {g.status === 'answered' ? (
                  <Chip size="small" color="success" label={t('admin.answered')} />
                ) : (
                  <Chip
                    size="small"
                    color={g.due_on < today ? 'error' : 'warning'}
                    label={
                      g.due_on < today
                        ? t('admin.overdue', { date: formatDate(g.due_on) })
                        : t('admin.due', { date: formatDate(g.due_on) })
                    }
                  />
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {g.name} · {g.email}
                {g.registration_no ? ` · ${g.registration_no}` : ''} · {formatDateTime(g.created_at)}
              </Typography>
              <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{g.message}</Typography>
              {g.answer && (
                <Box sx={{ mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('admin.answeredOn', { date: formatDateTime(g.answered_at) })}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }}>{g.answer}</Typography>
                </Box>
              )}
            </CardContent>
            {g.status === 'open' && (
              <CardActions>
                <Button startIcon={<ReplyIcon />} onClick={() => setRow(g)} sx={{ minHeight: 44 }}>
                  {t('admin.answer')}
                </Button>
              </CardActions>
            )}
          </Card>
        ))}
      </Stack>
      <AnswerDialog row={row} onClose={() => setRow(null)} />
    </>
  );
}
