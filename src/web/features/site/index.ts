export { primaryEmail, SITE_FALLBACK, type Site, useSite } from './useSite';
