import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GRIEVANCE_KINDS } from '../../../shared/privacy';
import { type GrievanceInput, grievanceSchema } from '../../../shared/schemas/privacy';
import { registeredInput } from '../../components/FormInputs';
import { zodResolver } from '../../components/zodResolver';
import { formatDate } from '../../format';
import { useFileGrievance } from './api';

/**
 * The grievance form (docs/data-rights.md): name, email, what it is about and the grievance. On success it shows the
 * reference number and the date it will be answered by; a mail acknowledges it too.
 */
export function GrievanceForm() {
  const { t } = useTranslation('privacy');
  const file = useFileGrievance();
  const [done, setDone] = useState<{ reference_no: string; due_on: string } | null>(null);
  const form = useForm<GrievanceInput>({
    resolver: zodResolver(grievanceSchema),
    defaultValues: { name: '', email: '', kind: 'access', message: '' },
  });
  const { control, handleSubmit, reset } = form;
  if (done) {
    return (
      <Alert
        severity="success"
        role="status"
        action={
          <Button color="inherit" onClick={() => setDone(null)} sx={{ minHeight: 44 }}>
            {t('grievance.another')}
          </Button>
        }
      >
        {t('grievance.done', { ref: done.reference_no, date: formatDate(done.due_on) })}
      </Alert>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('grievance.sectionTitle')}
      onSubmit={handleSubmit((v) =>
        file.mutate(v, {
          onSuccess: (r) => {
            setDone(r);
            reset();
          },
        }),
      )}
    >
      <Stack spacing={2}>
        <TextField label={t('grievance.name')} required {...registeredInput(form, 'name')} />
        <TextField label={t('grievance.email')} type="email" required {...registeredInput(form, 'email')} />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <TextField select label={t('grievance.kind')} {...field}>
              {GRIEVANCE_KINDS.map((k) => (
                <MenuItem key={k} value={k} sx={{ minHeight: 44 }}>
                  {t(`grievance.kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label={t('grievance.message')}
          required
          multiline
          minRows={4}
          {...registeredInput(form, 'message', t('grievance.messageHelp'))}
        />
        {file.isError && <Alert severity="error">{file.error.message}</Alert>}
        <Box>
          <Button type="submit" variant="contained" loading={file.isPending} sx={{ minHeight: 44 }}>
            {t('grievance.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
