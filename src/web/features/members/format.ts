import { heightLabel, type OptionsT } from '../../../shared/options/labels';
import { awaitsAnswer } from '../../../shared/policies/interests';
import type { InterestState } from '../../../shared/schemas/relation';
import { formatDate } from '../../format';
import i18n from '../../i18n';
import { optionLabel } from './optionLabel';

/** '5\' 4" (162 cm)' in the shown language, or '' when not given. */
export function heightText(cm: number | null | undefined): string {
  return cm ? heightLabel(i18n.getFixedT(null, 'options') as unknown as OptionsT, cm) : '';
}

/** 'Bengaluru Urban, Karnataka' (the parts that are filled), as option labels in the shown language. */
export function placeText(m: { city?: string; state?: string; country?: string }): string {
  const parts = [optionLabel('city', m.city), optionLabel('state', m.state)];
  return parts.filter(Boolean).join(', ') || optionLabel('country', m.country);
}

/** Joins the filled parts with a middle dot. */
export function dotted(...parts: (string | number | null | undefined)[]): string {
  return parts.filter((p) => p !== '' && p !== null && p !== undefined).join(' · ');
}

/** How an interest between the viewer and a member reads, e.g. 'Interest sent' or 'Accepted'. */
export function interestLabel(i: InterestState | null | undefined): string {
  if (!i) return '';
  const t = i18n.getFixedT(null, 'member');
  if (i.status === 'accepted') return t('card.interest.accepted');
  if (awaitsAnswer(i.status))
    return i.direction === 'sent' ? t('card.interest.sent') : t('card.interest.received');
  if (i.status === 'declined')
    return i.direction === 'sent' ? t('card.interest.declinedByThem') : t('card.interest.declinedByYou');
  return i.direction === 'sent' ? t('card.interest.withdrawnByYou') : t('card.interest.withdrawn');
}

/** The chip colour of an interest state. */
export function interestColor(
  i: InterestState | null | undefined,
): 'success' | 'info' | 'warning' | 'default' {
  if (!i) return 'default';
  if (i.status === 'accepted') return 'success';
  if (awaitsAnswer(i.status)) return i.direction === 'received' ? 'warning' : 'info';
  return 'default';
}

/** In the shown language (docs/i18n.md): 'Active today', 'Active 3 days ago', 'Active on 22 Nov 2026'. */
export function activeText(iso: string): string {
  const days = Math.floor((Date.now() - Date.parse(iso)) / 86_400_000);
  const t = i18n.getFixedT(null, 'member');
  if (days <= 0) return t('card.activeToday');
  if (days === 1) return t('card.activeYesterday');
  if (days < 30) return t('card.activeDaysAgo', { count: days });
  return t('card.activeOn', { date: formatDate(iso) });
}
