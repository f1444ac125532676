/**
 * Every message catalogue, both languages, loaded at once (docs/i18n.md). The server and the tests import
 * this; the web app loads catalogues one namespace at a time instead (src/web/i18n.ts), so never import
 * this file from src/web. A new namespace: add `locales/en/<ns>.ts` and `locales/kn/<ns>.ts` (typed
 * `Translation<typeof en>`) and list both here.
 */
import enAccount from './locales/en/account';
import enAdmin from './locales/en/admin';
import enAssisted from './locales/en/assisted';
import enAuth from './locales/en/auth';
import enCommon from './locales/en/common';
import enConversations from './locales/en/conversations';
import enEarnings from './locales/en/earnings';
import enHoroscope from './locales/en/horoscope';
import enMail from './locales/en/mail';
import enMember from './locales/en/member';
import enMessages from './locales/en/messages';
import enNotices from './locales/en/notices';
import enOptions from './locales/en/options';
import enPayMessages from './locales/en/payMessages';
import enPdf from './locales/en/pdf';
import enPrivacy from './locales/en/privacy';
import enPromoter from './locales/en/promoter';
import enRegister from './locales/en/register';
import enSite from './locales/en/site';
import knAccount from './locales/kn/account';
import knAdmin from './locales/kn/admin';
import knAssisted from './locales/kn/assisted';
import knAuth from './locales/kn/auth';
import knCommon from './locales/kn/common';
import knConversations from './locales/kn/conversations';
import knEarnings from './locales/kn/earnings';
import knHoroscope from './locales/kn/horoscope';
import knMail from './locales/kn/mail';
import knMember from './locales/kn/member';
import knMessages from './locales/kn/messages';
import knNotices from './locales/kn/notices';
import knOptions from './locales/kn/options';
import knPayMessages from './locales/kn/payMessages';
import knPdf from './locales/kn/pdf';
import knPrivacy from './locales/kn/privacy';
import knPromoter from './locales/kn/promoter';
import knRegister from './locales/kn/register';
import knSite from './locales/kn/site';

// One line per namespace (several people add namespaces at once: keep merges trivial).
const en = {
  account: enAccount,
  admin: enAdmin,
  assisted: enAssisted,
  auth: enAuth,
  common: enCommon,
  conversations: enConversations,
  earnings: enEarnings,
  horoscope: enHoroscope,
  mail: enMail,
  member: enMember,
  messages: enMessages,
  notices: enNotices,
  options: enOptions,
  payMessages: enPayMessages,
  pdf: enPdf,
  privacy: enPrivacy,
  promoter: enPromoter,
  register: enRegister,
  site: enSite,
};
export type Namespace = keyof typeof en;
export type Resources = typeof en;

const kn = {
  account: knAccount,
  admin: knAdmin,
  assisted: knAssisted,
  auth: knAuth,
  common: knCommon,
  conversations: knConversations,
  earnings: knEarnings,
  horoscope: knHoroscope,
  mail: knMail,
  member: knMember,
  messages: knMessages,
  notices: knNotices,
  options: knOptions,
  payMessages: knPayMessages,
  pdf: knPdf,
  privacy: knPrivacy,
  promoter: knPromoter,
  register: knRegister,
  site: knSite,
} satisfies Record<Namespace, object>;

export const CATALOGUES = { en, kn };

export const NAMESPACES = Object.keys(en) as Namespace[];
