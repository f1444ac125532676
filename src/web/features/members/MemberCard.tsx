import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MemberCard as Card_ } from '../../../shared/schemas/members';
import { GunaChip } from '../horoscope/GunaMilan';
import { MemberAvatar } from '../photos';
import { useToggleShortlist } from './api';
import { activeText, dotted, heightText, interestColor, interestLabel, placeText } from './format';
import { optionLabel } from './optionLabel';
import { TrustBadges } from './TrustBadges';

/**
 * One member in a list (docs/member-area.md#photos): photo as the server allows it, first name, age, height, marital status,
 * caste, education, work and place; the interest between us; a shortlist toggle; and "View profile".
 * Cards never carry a surname or contact details (the server never sends them).
 */
export function MemberCard({
  member,
  why,
  score,
  onScore,
  note,
  actions,
  guna: gunaShown,
}: {
  member: Card_;
  /** A line saying why this member is shown (matches). */
  why?: string;
  /** The match score in percent. */
  score?: number;
  /** Opens the score's explanation (decision 126): the score becomes its own button. */
  onScore?: () => void;
  /** Extra text under the details (e.g. a visit time, an interest message). */
  note?: ReactNode;
  /** Buttons beside "View profile". */
  actions?: ReactNode;
  /** Guna milan out of 36 with the viewer (docs/horoscope.md#matching); by default the card's own. */
  guna?: number | null;
}) {
  const { t } = useTranslation('member');
  const guna = gunaShown ?? member.guna;
  const toggle = useToggleShortlist();
  const to = `/user/member/${encodeURIComponent(member.registration_no)}`;
  const label = interestLabel(member.interest);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={`${member.first_name}, ${member.age ?? ''}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ pb: 1, flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <RouterLink
            to={to}
            aria-label={t('card.open', { name: member.first_name })}
            style={{ lineHeight: 0 }}
          >
            <MemberAvatar
              url={member.photo.thumb}
              blurred={member.photo.blurred}
              name={member.first_name}
              seed={member.registration_no}
              size={72}
            />
          </RouterLink>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography variant="h6" component="h3" noWrap sx={{ fontSize: '1.1rem' }}>
                {member.first_name}
                {member.age !== null ? `, ${member.age}` : ''}
              </Typography>
              {member.featured && (
                <StarRounded
                  sx={{ color: 'secondary.dark', fontSize: 20 }}
                  aria-label={t('card.featured')}
                  titleAccess={t('card.featuredMember')}
                />
              )}
            </Stack>
            {/* The mark sits beside the number, never taking room from the name at 375 px. */}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {member.registration_no}
              </Typography>
              {member.boosted && (
                <Chip
                  size="small"
                  color="secondary"
                  label={t('card.boosted')}
                  sx={{ height: 20, flexShrink: 0 }}
                />
              )}
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {activeText(member.last_active_at)}
            </Typography>
            <TrustBadges badges={member.badges} />
          </Box>
          {member.abilities.shortlist && (
            <IconButton
              title={member.shortlisted ? t('card.shortlistRemove') : t('card.shortlistAdd')}
              aria-label={member.shortlisted ? t('card.shortlistRemove') : t('card.shortlistAdd')}
              aria-pressed={member.shortlisted}
              disabled={toggle.isPending}
              onClick={() =>
                toggle.mutate({ registrationNo: member.registration_no, on: !member.shortlisted })
              }
              sx={{ color: member.shortlisted ? 'error.main' : 'text.secondary', mt: -0.5, mr: -1 }}
            >
              {member.shortlisted ? <Favorite /> : <FavoriteBorder />}
            </IconButton>
          )}
        </Stack>
        <Stack spacing={0.25} sx={{ mt: 1.5 }}>
          <Typography variant="body2">
            {dotted(
              heightText(member.height_cm),
              optionLabel('marital_status', member.marital_status),
              optionLabel('caste', member.caste),
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {dotted(
              optionLabel('qualification', member.educational_qualification),
              optionLabel('occupation', member.occupation),
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {dotted(placeText(member), optionLabel('mother_tongue', member.mother_tongue))}
          </Typography>
        </Stack>
        {(why || label || (score !== undefined && onScore) || typeof guna === 'number') && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
            {score !== undefined && onScore && (
              <Chip
                size="small"
                color="primary"
                label={`${score}%`}
                onClick={onScore}
                aria-haspopup="dialog"
                aria-label={t('matches.explain.open', { score })}
                sx={{ fontWeight: 600 }}
              />
            )}
            {why && (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={score !== undefined && !onScore ? `${score}% · ${why}` : why}
                sx={{
                  maxWidth: '100%',
                  height: 'auto',
                  py: 0.25,
                  '& .MuiChip-label': { whiteSpace: 'normal' },
                }}
              />
            )}
            {typeof guna === 'number' && <GunaChip total={guna} />}
            {label && <Chip size="small" color={interestColor(member.interest)} label={label} />}
          </Stack>
        )}
        {note && <Box sx={{ mt: 1 }}>{note}</Box>}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={to} variant="contained" sx={{ flexGrow: 1 }}>
          {t('card.viewProfile')}
        </Button>
        {actions}
      </CardActions>
    </Card>
  );
}
