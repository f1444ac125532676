import { createTheme } from '@mui/material/styles';
import { PRIMARY } from '../shared/brand-colours';

/** The one MUI theme (DESIGN: primary #1a4f72 (shared/brand-colours.ts), secondary #ffb74d; Playfair Display headings, Outfit text). */

/**
 * Figures as figures (docs/decisions/127-lining-tabular-figures.md): Playfair Display's default numerals are
 * old-style ("₹0" read "₹o"); lining, tabular numerals everywhere, inherited from the body, so amounts,
 * counts and dates line up in cards and tables. Playfair has `lnum`, Outfit `tnum`.
 */
export const FIGURES = {
  fontVariantNumeric: 'lining-nums tabular-nums',
  fontFeatureSettings: '"lnum" 1, "tnum" 1',
} as const;

export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY, contrastText: '#ffffff' },
    // secondary.dark is the amber for text on light backgrounds (5.1:1 on the page grey, WCAG AA);
    // secondary.main (#ffb74d) is 1.7:1 on white: only for fills and text on primary.
    secondary: { main: '#ffb74d', dark: '#8a5a00', contrastText: '#3b2500' },
    // MUI's default warning (#ed6c02) and info (#0288d1) fail 4.5:1 with white text (chips, contained
    // buttons) and as text on the page grey: darker shades that pass (docs/accessibility.md).
    warning: { main: '#a84f00', contrastText: '#ffffff' },
    info: { main: '#0270b0', contrastText: '#ffffff' },
    background: { default: '#f7f4ef', paper: '#ffffff' },
    // Unselected toggle buttons and icons use action.active: MUI's 0.54 black is 4.49:1 on the page grey.
    action: { active: 'rgba(0, 0, 0, 0.62)' },
    text: { primary: '#1f2a33', secondary: '#52606d' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Outfit", "Noto Sans Kannada", system-ui, -apple-system, "Segoe UI", sans-serif',
    fontSize: 15,
    h1: { fontFamily: '"Playfair Display", "Noto Sans Kannada", Georgia, serif', fontWeight: 700 },
    h2: { fontFamily: '"Playfair Display", "Noto Sans Kannada", Georgia, serif', fontWeight: 700 },
    h3: { fontFamily: '"Playfair Display", "Noto Sans Kannada", Georgia, serif', fontWeight: 700 },
    h4: { fontFamily: '"Playfair Display", "Noto Sans Kannada", Georgia, serif', fontWeight: 700 },
    h5: { fontFamily: '"Playfair Display", "Noto Sans Kannada", Georgia, serif', fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Kannada glyphs reach past the line box; MUI's `overflow: auto` on the message then makes it a
    // scrollable region without keyboard access (axe scrollable-region-focusable).
    MuiAlert: { styleOverrides: { message: { overflow: 'visible' } } },
    // Focus visible everywhere (WCAG 2.4.7/2.4.11, docs/accessibility.md): a 3 px primary ring with a white
    // inner ring, so it shows on the light pages and on the dark footer and buttons alike. Headings that
    // the route announcer focuses (tabindex -1, not operable) get none.
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [role="tab"]:focus-visible, [role="menuitem"]:focus-visible, [role="option"]:focus-visible, [role="link"]:focus-visible, .MuiButtonBase-root.Mui-focusVisible':
          {
            outline: `3px solid ${PRIMARY}`,
            outlineOffset: 2,
            boxShadow: '0 0 0 2px #ffffff',
          },
        '[tabindex="-1"]:focus:not(:focus-visible), h1[tabindex="-1"]:focus': { outline: 'none' },
        // Focus Not Obscured (WCAG 2.4.11, technique C43): a control scrolled into view by focus or an
        // anchor stops below the sticky/fixed app bar (at most 72 px tall) instead of under it.
        html: { scrollPaddingTop: 80 },
        body: FIGURES,
        // Kannada letters are never spaced apart (letter-spaced small capitals, overlines, buttons break the
        // script's conjuncts apart): whatever a component sets, text in Kannada keeps its natural spacing.
        '*:lang(kn)': { letterSpacing: 'normal !important' },
        // Form controls do not inherit fonts by default.
        'input, textarea, select, button': { fontVariantNumeric: 'inherit', fontFeatureSettings: 'inherit' },
      },
    },
    MuiButton: {
      styleOverrides: { root: { minHeight: 44, borderRadius: 10 } },
      // Hovered amber buttons keep their dark text readable (secondary.dark is a text colour here).
      variants: [
        {
          props: { variant: 'contained', color: 'secondary' },
          style: { '&:hover': { backgroundColor: '#f5a33a' } },
        },
      ],
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
