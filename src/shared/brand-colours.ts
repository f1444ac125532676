/**
 * The brand colours that live outside the MUI theme too (DESIGN: primary #1a4f72): the web theme
 * (src/web/theme.ts), the web app manifest's theme colour (server, GET /manifest.webmanifest) and the
 * offline page (docs/installable-app.md).
 */
export const PRIMARY = '#1a4f72';
/** The page background (theme `background.default`): the manifest's splash screen colour. */
export const PAGE_BACKGROUND = '#f7f4ef';
