import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Spinner } from './Spinner';

/**
 * The page a link from one of our mails opens (docs/architecture.md, "Shared web components"): the
 * newsletter's confirm and unsubscribe links and a new-match mail's unsubscribe link. It shows `title`,
 * `badLink` (the alert for a link missing its token, or nothing), `pending` while `call` runs, the
 * server's answer (`call`'s message on success, its error's message on a refusal), the caller's `ask`
 * (the one-click question and its button, given only while nothing was sent) and a link home labelled
 * `home`. Words come from the caller's catalogue; the result stays on the page.
 */
export function MailLinkCard(props: {
  title: string;
  badLink: string | null;
  pending: string;
  call: UseMutationResult<{ message: string }, Error, void>;
  ask?: ReactNode;
  home: string;
}) {
  const { call } = props;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          <MarkEmailReadOutlined color="primary" sx={{ fontSize: 44 }} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {props.title}
          </Typography>
          {props.badLink && <Alert severity="error">{props.badLink}</Alert>}
          {!props.badLink && call.isPending && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Spinner size={20} />
              <Typography>{props.pending}</Typography>
            </Stack>
          )}
          {call.isSuccess && (
            <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
              {call.data.message}
            </Alert>
          )}
          {call.isError && (
            <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
              {call.error.message}
            </Alert>
          )}
          {props.ask}
          <Button component={RouterLink} to="/">
            {props.home}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
