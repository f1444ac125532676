import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { setServerFieldErrors } from '../../components/FormInputs';
import { SectionHeading } from '../../components/SectionHeading';
import { Spinner } from '../../components/Spinner';

/**
 * A profile section as a card with a title and an Edit button; the page swaps its body between view
 * and edit (SPEC §4: profile edit toggles between view and edit).
 */
export function SectionCard(props: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  editing?: boolean;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('member');
  return (
    <Card id={props.id} variant="outlined" sx={{ scrollMarginTop: 80 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 2 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <SectionHeading sx={{ fontFamily: 'h5.fontFamily' }}>{props.title}</SectionHeading>
            {props.subtitle && (
              <Typography variant="body2" color="text.secondary">
                {props.subtitle}
              </Typography>
            )}
          </Box>
          {props.onEdit && !props.editing && (
            <Button
              startIcon={<EditOutlined />}
              onClick={props.onEdit}
              aria-label={t('actions.editSection', { section: props.title })}
            >
              {t('actions.edit')}
            </Button>
          )}
        </Stack>
        {props.children}
      </CardContent>
    </Card>
  );
}

/** Label/value pairs in two columns (long ones across both); empty values read "Not added". */
export function FieldList({
  items,
}: {
  items: { key: string; label: string; value: string; extra?: ReactNode; wide?: boolean }[];
}) {
  const { t } = useTranslation('member');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      }}
    >
      {items.map((it) => (
        <Box key={it.key} sx={{ minWidth: 0, gridColumn: it.wide ? '1 / -1' : undefined }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {it.label}
          </Typography>
          <Typography
            component="dd"
            variant="body1"
            sx={{
              m: 0,
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-line',
              color: it.value ? 'text.primary' : 'text.secondary',
            }}
          >
            {it.value || t('profile.notAdded')}
          </Typography>
          {it.extra}
        </Box>
      ))}
    </Box>
  );
}

/** Cancel and Save buttons at the foot of a section form. */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  const { t } = useTranslation('member');
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
      <Button onClick={onCancel} disabled={busy}>
        {t('actions.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={busy ? <Spinner size={18} color="inherit" /> : undefined}
      >
        {t('actions.save')}
      </Button>
    </Stack>
  );
}

/**
 * What a section form does with its save's answer (SPEC §4: the form keeps what was typed when the
 * server refuses). In: the form's `setError`; `fieldOf`, the form field a server error key belongs to
 * (undefined: none); `onDone`, called after a success. Out: `formError`, the refusal no field took (null
 * when none), `clear()` before a new save, and `handlers` for the mutation: success toasts and calls
 * onDone; an error puts each field message on its field, else shows it above the form, and toasts.
 */
export function useSaveHandlers<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldOf: (key: string) => FieldPath<T> | undefined,
  onDone: () => void,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const handlers = {
    onSuccess: (d: { message: string }) => {
      toast.success(d.message);
      onDone();
    },
    onError: (e: Error) => {
      if (!setServerFieldErrors(e, setError, { fieldOf })) setFormError(e.message);
      toast.error(e.message);
    },
  };
  return { formError, clear: () => setFormError(null), handlers };
}

/** A section's edit form: the refusal no field took (useSaveHandlers) above its fields. */
export function EditForm({
  onSubmit,
  error,
  children,
}: {
  onSubmit: FormEventHandler;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {children}
    </Box>
  );
}
