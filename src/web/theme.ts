import { createTheme } from '@mui/material/styles';

/** The one MUI theme (DESIGN: primary #1a4f72, secondary #ffb74d; Playfair Display headings, Outfit text). */
export const theme = createTheme({
  palette: {
    primary: { main: '#1a4f72', contrastText: '#ffffff' },
    secondary: { main: '#ffb74d', contrastText: '#3b2500' },
    background: { default: '#f7f4ef', paper: '#ffffff' },
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
    MuiButton: { styleOverrides: { root: { minHeight: 44, borderRadius: 10 } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
