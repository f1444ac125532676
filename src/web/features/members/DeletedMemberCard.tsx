import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The other side of an interest whose member deleted their account (docs/data-rights.md, decision 077): "A deleted
 * member", one line saying so, and the interest's note (its date, the viewer's own message). No name,
 * photo, registration number, link or button: the server sends none of them and refuses every action.
 */
export function DeletedMemberCard({ note }: { note?: ReactNode }) {
  const { t } = useTranslation('member');
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={t('interests.deletedMember')}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'action.hover' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar sx={{ width: 72, height: 72, bgcolor: 'grey.300', color: 'text.secondary' }}>
            <PersonOffOutlined fontSize="large" aria-hidden />
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
              {t('interests.deletedMember')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('interests.deletedMemberBody')}
            </Typography>
          </Box>
        </Stack>
        {note && <Box sx={{ mt: 1.5 }}>{note}</Box>}
      </CardContent>
    </Card>
  );
}
