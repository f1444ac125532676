import ArrowBack from '@mui/icons-material/ArrowBack';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CallOutlined from '@mui/icons-material/CallOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import StarRounded from '@mui/icons-material/StarRounded';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { formatMobile } from '../../../shared/phone-format';
import { contactNoteKey } from '../../../shared/policies/members';
import { PROFILE_SECTIONS } from '../../../shared/schemas/member';
import type { Profile } from '../../../shared/schemas/profile';
import type { MemberRelation } from '../../../shared/schemas/relation';
import { ApiError } from '../../api/client';
import { QueryError } from '../../components/QueryError';
import { usePageTitle } from '../../components/usePageTitle';
import { useOpenConversation } from '../../features/conversations/api';
import { GunaMilanCard } from '../../features/horoscope/GunaMilan';
import { ChartLink } from '../../features/horoscope/HoroscopeChart';
import {
  activeText,
  dotted,
  ExpressInterestDialog,
  heightText,
  MemberUpgradeDialog,
  optionLabel,
  placeText,
  ReportDialog,
  useAnswerInterest,
  useBlock,
  useMemberProfile,
  useToggleShortlist,
} from '../../features/members';
import { TrustBadges } from '../../features/members/TrustBadges';
import { ConfirmDialog, MemberAvatar } from '../../features/photos';
import { displayValue } from '../../features/profile/format';
import { FieldList, SectionCard } from '../../features/profile/SectionCard';
import { formatDate } from '../../format';

/** Fields shown in the header, or private, and so left out of the sections. */
const NOT_IN_SECTIONS = new Set(['first_name', 'last_name', 'gender', 'date_of_birth']);

function Sections({ profile }: { profile: Profile }) {
  const { t } = useTranslation('member');
  const record = profile as unknown as Record<string, unknown>;
  return (
    <>
      {PROFILE_SECTIONS.filter((s) => s.key !== 'contact').map((section) => {
        const items = section.fields
          .filter((f) => !NOT_IN_SECTIONS.has(f))
          .map((f) => ({
            key: f,
            label: t(`fields.${f}`),
            value: displayValue(f, record[f]),
            wide: f === 'about_me',
          }))
          .filter((i) => i.value !== '');
        if (items.length === 0) return null;
        return (
          <SectionCard key={section.key} id={section.key} title={t(`sections.${section.key}`)}>
            <FieldList items={items} />
          </SectionCard>
        );
      })}
    </>
  );
}

/** The contact card: the details when the server sent them, otherwise how to get them. */
function ContactCard({
  profile,
  relation,
  onUpgrade,
}: {
  profile: Profile;
  relation?: MemberRelation;
  onUpgrade: () => void;
}) {
  const { t } = useTranslation('member');
  const name = profile.first_name;
  if (profile.contact_visible) {
    return (
      <SectionCard id="contact" title={t('memberProfile.contactTitle')}>
        <Stack spacing={1.5}>
          {profile.mobile_no && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CallOutlined color="primary" />
              <Link href={`tel:${profile.mobile_no}`} underline="hover" sx={{ py: 1 }}>
                {formatMobile(profile.mobile_no)}
              </Link>
            </Stack>
          )}
          {profile.email && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <EmailOutlined color="primary" />
              <Link
                href={`mailto:${profile.email}`}
                underline="hover"
                sx={{ py: 1, overflowWrap: 'anywhere' }}
              >
                {profile.email}
              </Link>
            </Stack>
          )}
          {profile.address && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <HomeOutlined color="primary" />
              <Typography>{profile.address}</Typography>
            </Stack>
          )}
        </Stack>
      </SectionCard>
    );
  }
  const noteKey = relation && contactNoteKey(relation.abilities, relation.interest);
  const text = noteKey ? t(`contactNote.${noteKey}`, { name }) : t('memberProfile.contactHidden');
  const upgrade = relation?.abilities.view_contact.reason === 'upgrade_required';
  return (
    <SectionCard id="contact" title={t('memberProfile.contactTitle')}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <LockOutlined color="action" />
        <Box>
          <Typography color="text.secondary">{text}</Typography>
          {upgrade && (
            <Button variant="contained" color="secondary" sx={{ mt: 1.5 }} onClick={onUpgrade}>
              {t('memberProfile.seePlans')}
            </Button>
          )}
        </Box>
      </Stack>
    </SectionCard>
  );
}

/** Opens (or starts) the conversation with an accepted member and goes to it (docs/conversations.md). */
function WriteMessageButton({ registrationNo }: { registrationNo: string }) {
  const { t } = useTranslation('conversations');
  const open = useOpenConversation();
  const navigate = useNavigate();
  return (
    <Button
      variant="contained"
      startIcon={<ForumOutlined />}
      disabled={open.isPending}
      onClick={() =>
        open.mutate(registrationNo, {
          onSuccess: ({ conversation }) => navigate(`/user/conversations/${conversation.id}`),
          onError: (e) => toast.error((e as Error).message),
        })
      }
      sx={{ minHeight: 44 }}
    >
      {t('open')}
    </Button>
  );
}

/** The interest part of the action bar: what the viewer can do now about the interest between us. */
function InterestAction({
  profile,
  relation,
  onExpress,
  onConfirm,
}: {
  profile: Profile;
  relation: MemberRelation;
  onExpress: () => void;
  onConfirm: (action: 'decline' | 'withdraw', id: string) => void;
}) {
  const { t } = useTranslation('member');
  const answer = useAnswerInterest();
  const i = relation.interest;
  const can = relation.abilities;
  const name = profile.first_name;
  if (i?.status === 'accepted') {
    return (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Chip
          color="success"
          label={
            i.responded_at
              ? t('memberProfile.acceptedOn', { date: formatDate(i.responded_at) })
              : t('memberProfile.accepted')
          }
          sx={{ height: 40 }}
        />
        <WriteMessageButton registrationNo={profile.registration_no} />
      </Stack>
    );
  }
  if (i && can.accept_interest) {
    return (
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Typography>
          {i.message
            ? t('memberProfile.expressedInYouWith', { name, message: i.message })
            : t('memberProfile.expressedInYou', { name })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            color="success"
            disabled={answer.isPending}
            onClick={() => answer.mutate({ id: i.id, action: 'accept' })}
          >
            {t('memberProfile.accept')}
          </Button>
          {can.decline_interest && (
            <Button variant="outlined" color="error" onClick={() => onConfirm('decline', i.id)}>
              {t('memberProfile.decline')}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }
  if (i && can.withdraw_interest) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          color="info"
          label={t('memberProfile.sentOn', { date: formatDate(i.created_at) })}
          sx={{ height: 40 }}
        />
        <Button color="error" onClick={() => onConfirm('withdraw', i.id)}>
          {t('memberProfile.withdraw')}
        </Button>
      </Stack>
    );
  }
  if (can.express_interest.reason === 'cooldown' && i?.retry_after) {
    return (
      <Typography color="text.secondary">
        {t('memberProfile.cooldown', { name, date: formatDate(i.retry_after) })}
      </Typography>
    );
  }
  return (
    <Button variant="contained" startIcon={<VolunteerActivismOutlined />} onClick={onExpress} size="large">
      {t('memberProfile.express')}
    </Button>
  );
}

/**
 * Another member's profile (/user/member/:registrationNo, docs/member-area.md): everything they chose to show, the
 * photos their privacy allows, the interest between us with its actions (express with a message —
 * FreeUser sees the upgrade offer instead — accept, decline, withdraw), shortlist, block (asked first)
 * and report; contact details when the server sends them, otherwise how to get them.
 */
export default function MemberProfilePage() {
  const { t } = useTranslation('member');
  const { registrationNo = '' } = useParams();
  const navigate = useNavigate();
  const q = useMemberProfile(registrationNo);
  const shortlist = useToggleShortlist();
  const block = useBlock();
  const answer = useAnswerInterest();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<null | 'express' | 'upgrade' | 'report' | 'block'>(null);
  const [confirm, setConfirm] = useState<{ action: 'decline' | 'withdraw'; id: string } | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const name = q.data?.profile.first_name ?? t('memberProfile.member');
  usePageTitle(q.data ? `${name} (${q.data.profile.registration_no})` : t('memberProfile.title'));

  const back = (
    <Button
      startIcon={<ArrowBack />}
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/user/MyMatches'))}
    >
      {t('memberProfile.back')}
    </Button>
  );

  if (q.isPending) {
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }
  if (q.isError) {
    const notFound = q.error instanceof ApiError && q.error.status === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {back}
        {notFound ? (
          <Alert severity="info">{t('memberProfile.notAvailable')}</Alert>
        ) : (
          <QueryError query={q} />
        )}
      </Stack>
    );
  }

  const { profile, relation } = q.data;
  const main = relation?.photos.find((p) => p.is_primary) ?? relation?.photos[0];
  const express = () =>
    setDialog(relation?.abilities.express_interest.reason === 'upgrade_required' ? 'upgrade' : 'express');

  return (
    <Stack spacing={2.5}>
      <Box>{back}</Box>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2.5}
            sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
          >
            <Box
              component={main?.large ? 'button' : 'div'}
              onClick={main?.large ? () => setPhoto(main.large) : undefined}
              aria-label={main?.large ? t('memberProfile.openMainPhoto', { name }) : undefined}
              sx={{
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: main?.large ? 'zoom-in' : 'default',
                borderRadius: '50%',
              }}
            >
              <MemberAvatar
                url={main?.thumb}
                blurred={main?.blurred}
                name={name}
                seed={profile.registration_no}
                size={132}
              />
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0, textAlign: { xs: 'center', sm: 'left' } }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: { xs: 'center', sm: 'flex-start' } }}
              >
                <Typography
                  variant="h4"
                  component="h1"
                  sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
                >
                  {dotted(
                    `${profile.first_name}${profile.last_name ? ` ${profile.last_name}` : ''}`,
                    profile.age ?? undefined,
                  )}
                </Typography>
                {relation?.shortlisted && (
                  <Favorite color="error" aria-label={t('memberProfile.shortlisted')} />
                )}
              </Stack>
              <Typography color="text.secondary">
                {dotted(
                  profile.registration_no,
                  profile.last_active_at ? activeText(profile.last_active_at) : '',
                )}
              </Typography>
              <Box sx={{ mt: 0.5, display: 'flex', justifyContent: { xs: 'center', sm: 'flex-start' } }}>
                <TrustBadges badges={profile.badges} />
              </Box>
              <Typography sx={{ mt: 1 }}>
                {dotted(
                  heightText(profile.height_cm),
                  optionLabel('marital_status', profile.marital_status),
                  optionLabel('caste', profile.caste),
                  optionLabel('mother_tongue', profile.mother_tongue),
                )}
              </Typography>
              <Typography color="text.secondary">
                {dotted(
                  optionLabel('qualification', profile.educational_qualification),
                  optionLabel('occupation', profile.occupation),
                  placeText(profile),
                )}
              </Typography>
              {profile.profilefor && profile.profilefor !== 'Self' && (
                <Chip
                  size="small"
                  sx={{ mt: 1 }}
                  label={t('memberProfile.byFamily', {
                    relation: optionLabel('profilefor', profile.profilefor),
                  })}
                />
              )}
            </Box>
          </Stack>
          {relation && relation.photos.length > 1 && (
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 2, overflowX: 'auto', pb: 1 }}
              aria-label={t('memberProfile.photos')}
            >
              {relation.photos.map((p) => (
                <Box
                  key={p.id}
                  component="button"
                  onClick={() => p.large && setPhoto(p.large)}
                  aria-label={t('memberProfile.openPhoto', { name })}
                  sx={{
                    p: 0,
                    border: 0,
                    borderRadius: 2,
                    overflow: 'hidden',
                    flexShrink: 0,
                    cursor: 'zoom-in',
                    width: 88,
                    height: 88,
                  }}
                >
                  <Box
                    component="img"
                    src={p.thumb}
                    alt=""
                    loading="lazy"
                    sx={{ width: 88, height: 88, objectFit: 'cover', display: 'block' }}
                  />
                </Box>
              ))}
            </Stack>
          )}
          {profile.guna && <GunaMilanCard guna={profile.guna} />}
          {profile.horoscope_chart && (
            <Box>
              <ChartLink chart={profile.horoscope_chart} />
            </Box>
          )}
          {relation && (
            <Stack
              direction="row"
              spacing={1}
              sx={{
                mt: 2.5,
                pt: 2,
                borderTop: 1,
                borderColor: 'divider',
                alignItems: 'center',
                flexWrap: 'wrap',
                rowGap: 1,
              }}
            >
              <Box sx={{ flexGrow: 1, display: 'flex' }}>
                <InterestAction
                  profile={profile}
                  relation={relation}
                  onExpress={express}
                  onConfirm={(action, id) => setConfirm({ action, id })}
                />
              </Box>
              {relation.abilities.shortlist && (
                <Button
                  variant="outlined"
                  startIcon={relation.shortlisted ? <Favorite color="error" /> : <FavoriteBorder />}
                  aria-pressed={relation.shortlisted}
                  disabled={shortlist.isPending}
                  onClick={() =>
                    shortlist.mutate({ registrationNo: profile.registration_no, on: !relation.shortlisted })
                  }
                >
                  {relation.shortlisted ? t('memberProfile.shortlisted') : t('memberProfile.shortlist')}
                </Button>
              )}
              <IconButton
                aria-label={t('memberProfile.moreActions')}
                aria-haspopup="menu"
                onClick={(e) => setMenu(e.currentTarget)}
              >
                <MoreVert />
              </IconButton>
              <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
                <MenuItem
                  disabled={!relation.abilities.report}
                  onClick={() => {
                    setMenu(null);
                    setDialog('report');
                  }}
                  sx={{ minHeight: 44 }}
                >
                  <ListItemIcon>
                    <FlagOutlined fontSize="small" />
                  </ListItemIcon>
                  {t('memberProfile.report')}
                </MenuItem>
                <MenuItem
                  disabled={!relation.abilities.block}
                  onClick={() => {
                    setMenu(null);
                    setDialog('block');
                  }}
                  sx={{ minHeight: 44, color: 'error.main' }}
                >
                  <ListItemIcon>
                    <BlockOutlined fontSize="small" color="error" />
                  </ListItemIcon>
                  {t('memberProfile.block', { name })}
                </MenuItem>
              </Menu>
            </Stack>
          )}
          {main?.blurred && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1.5, display: 'flex', gap: 0.5, alignItems: 'center' }}
            >
              <LockOutlined fontSize="inherit" /> {t('memberProfile.blurred', { name })}
            </Typography>
          )}
        </CardContent>
      </Card>

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <Sections profile={profile} />
        </Stack>
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <ContactCard profile={profile} relation={relation} onUpgrade={() => setDialog('upgrade')} />
          {!relation && (
            <Alert severity="info" icon={<StarRounded />}>
              {t('memberProfile.ownPreview')}
            </Alert>
          )}
          <Button component={RouterLink} to="/user/MyMatches" variant="text">
            {t('memberProfile.backToMatches')}
          </Button>
        </Stack>
      </Box>

      <ExpressInterestDialog
        open={dialog === 'express'}
        onClose={() => setDialog(null)}
        registrationNo={profile.registration_no}
        name={name}
        onPlanLimit={() => setDialog('upgrade')}
      />
      <MemberUpgradeDialog
        open={dialog === 'upgrade'}
        onClose={() => setDialog(null)}
        reason={
          relation?.abilities.express_interest.reason !== 'upgrade_required'
            ? undefined
            : t('memberProfile.upgradeReason', { name })
        }
      />
      <ReportDialog
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
        registrationNo={profile.registration_no}
        name={name}
      />
      <ConfirmDialog
        open={dialog === 'block'}
        title={t('memberProfile.blockTitle', { name })}
        confirmLabel={t('memberProfile.blockConfirm')}
        busy={block.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          block.mutate(
            { registrationNo: profile.registration_no, on: true },
            {
              onSuccess: () => {
                setDialog(null);
                navigate('/user/MyMatches', { replace: true });
              },
            },
          )
        }
      >
        {t('memberProfile.blockBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={!!confirm}
        title={
          confirm?.action === 'decline' ? t('memberProfile.declineTitle') : t('memberProfile.withdrawTitle')
        }
        confirmLabel={
          confirm?.action === 'decline' ? t('memberProfile.decline') : t('memberProfile.withdraw')
        }
        busy={answer.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && answer.mutate(confirm, { onSettled: () => setConfirm(null) })}
      >
        {confirm?.action === 'decline'
          ? t('memberProfile.declineBody', { name })
          : t('memberProfile.withdrawBody', { name })}
      </ConfirmDialog>
      <Dialog
        open={!!photo}
        onClose={() => setPhoto(null)}
        maxWidth="md"
        aria-label={t('memberProfile.photoOf', { name })}
      >
        <DialogContent sx={{ p: 0, lineHeight: 0 }}>
          {photo && (
            <Box
              component="img"
              src={photo}
              alt={t('memberProfile.photoOf', { name })}
              sx={{ maxWidth: '100%', maxHeight: '85vh', display: 'block' }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Stack>
  );
}
