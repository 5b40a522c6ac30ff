// The one theme (DESIGN.md): deep navy text, warm off-white surfaces, one muted-gold accent used only
// for the primary action and the price.
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#0f1724', contrastText: '#ffffff' },
    secondary: { main: '#8a6a2f', contrastText: '#ffffff' },
    background: { default: '#faf8f4', paper: '#ffffff' },
    text: { primary: '#0f1724', secondary: '#4a5261' },
  },
  shape: { borderRadius: 12 },
  spacing: 8,
  typography: {
    fontFamily: '"Manrope", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.25rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { styleOverrides: { root: { minHeight: 44, borderRadius: 10 } } },
  },
});
