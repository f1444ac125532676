/**
 * The service's pages on social networks, shown as icons in the footer (SPEC §2 Footer: facebook,
 * twitter, linkedin and youtube). Each is configuration (`SOCIAL_<SERVICE>_URL`, src/server/config.ts);
 * a service without a URL has no icon.
 */
export const SOCIAL_SERVICES = ['facebook', 'twitter', 'linkedin', 'youtube'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

/** The configured pages: only services with a URL are present (https or http URLs). */
export type SocialLinks = Partial<Record<SocialService, string>>;

/** Each service's name as the service writes it (a proper name, the same in every language). */
export const SOCIAL_NAMES: Record<SocialService, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};
