/**
 * The catalogue keys of horoscope matching in the `horoscope` namespace (src/shared/i18n/locales/
 * {en,kn}/horoscope.ts), so the web (useTranslation('horoscope')) and the server (tFor(lang,
 * 'horoscope')) name them the same way. Template literals, so the catalogue test sees every key used
 * (docs/i18n.md).
 */
import { optionKey } from '../options/labels';
import type { DoshaCancellation, Koota } from './guna-milan';
import type { ManglikStatement, ManglikStatus, ManglikVerdict } from './manglik';

/** "Guna milan {points} / {max}". */
export const GUNA_SUMMARY_KEY = 'summary';
/** The heading of the koota breakdown. */
export const GUNA_BREAKDOWN_KEY = 'breakdown';
/** "{points} of {max}" for one koota. */
export const KOOTA_POINTS_KEY = 'kootaPoints';

/** A koota's name, e.g. 'Graha maitri'. */
export const kootaNameKey = (koota: Koota) => `kootas.${koota}.name`;
/** A koota's one-line meaning. */
export const kootaMeaningKey = (koota: Koota) => `kootas.${koota}.meaning`;
/** The line saying a dosha is present: 'nadi' or 'bhakoot'. */
export const doshaKey = (dosha: 'nadi' | 'bhakoot') => `dosha.${dosha}`;
/** The line saying why a dosha is cancelled. */
export const doshaCancelledKey = (by: DoshaCancellation) => `dosha.cancelledBy.${by}`;
/** The plain manglik statement of a pair (manglikCompatibility's `statement`). */
export const manglikStatementKey = (statement: ManglikStatement) => `manglik.${statement}`;
/** The short manglik verdict of a pair. */
export const manglikVerdictKey = (verdict: ManglikVerdict) => `manglikVerdict.${verdict}`;
/** The label of a member's manglik status. */
export const manglikStatusKey = (status: ManglikStatus) => `manglikStatus.${optionKey(status)}`;
