// The one theme: deep navy text, warm off-white surfaces, one muted-gold accent used only
// for the primary action and the price. MUI's default breakpoints are the ones the layouts are drawn for (md 900, lg 1200).
import { alpha, createTheme } from '@mui/material/styles';

const navy = '#0f1724';
const gold = '#8a6a2f';
const line = '#e7e1d6';

/**
 * The navy made lighter, by what it is for: lines, quiet fills, the dimmed page behind a dialog and
 * the shadows are all the text's own navy (never grey or black), so every page keeps one colour.
 */
const navyShades = {
  /** A quiet fill: a tag, a placeholder bar. */
  fill: alpha(navy, 0.08),
  /** A loading skeleton. */
  skeleton: alpha(navy, 0.11),
  /** The border of an empty code box. */
  line: alpha(navy, 0.2),
  /** The outline of a field or an outlined button. */
  outline: alpha(navy, 0.24),
  /** What is off or empty: a switch's track, an empty star. */
  muted: alpha(navy, 0.26),
  /** The page dimmed behind a dialog. */
  backdrop: alpha(navy, 0.5),
  /** A dark band over a photo, for white text. */
  overlay: alpha(navy, 0.72),
};

/** Shadows in the navy, from a card at rest to a dialog. */
const navyShadows = {
  card: `0 1px 2px ${alpha(navy, 0.04)}, 0 8px 24px ${alpha(navy, 0.05)}`,
  /** A card lifted under the pointer. */
  cardHover: `0 2px 4px ${alpha(navy, 0.05)}, 0 16px 36px ${alpha(navy, 0.1)}`,
  /** A plain tile lifted under the pointer or the focus. */
  tileHover: `0 12px 32px ${alpha(navy, 0.08)}`,
  /** A round button set on a photo. */
  onImage: `0 2px 8px ${alpha(navy, 0.12)}`,
  menu: `0 16px 40px ${alpha(navy, 0.12)}`,
  /** A button floating over the page at its foot. */
  floating: `0 12px 32px ${alpha(navy, 0.28)}`,
  dialog: `0 24px 64px ${alpha(navy, 0.28)}`,
  /** The ring around a focused box that draws its own focus. */
  focusRing: `0 0 0 3px ${alpha(navy, 0.12)}`,
};

declare module '@mui/material/styles' {
  interface Palette {
    navy: typeof navyShades;
  }
  interface PaletteOptions {
    navy?: typeof navyShades;
  }
  interface Theme {
    navyShadows: typeof navyShadows;
  }
  interface ThemeOptions {
    navyShadows?: typeof navyShadows;
  }
}
/** Manrope from its variable font file (main.tsx), then the platform's own sans-serif. */
const fontFamily = '"Manrope Variable", "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const theme = createTheme({
  palette: {
    primary: { main: navy, contrastText: '#ffffff' },
    secondary: { main: gold, dark: '#6f5423', light: '#c8a45d', contrastText: '#ffffff' },
    background: { default: '#faf8f4', paper: '#ffffff' },
    text: { primary: navy, secondary: '#4a5261' },
    divider: line,
    navy: navyShades,
  },
  navyShadows,
  shape: { borderRadius: 12 },
  spacing: 8,
  typography: {
    fontFamily,
    h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', fontWeight: 800, letterSpacing: '-0.025em', lineHeight: 1.1 },
    h2: { fontSize: 'clamp(1.5rem, 1.25rem + 1vw, 2rem)', fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.2 },
    h3: { fontSize: '1.25rem', fontWeight: 700, letterSpacing: '-0.01em', lineHeight: 1.3 },
    h4: { fontSize: '1.0625rem', fontWeight: 700, lineHeight: 1.35 },
    subtitle1: { fontSize: '1.0625rem', lineHeight: 1.6, color: '#4a5261' },
    body1: { lineHeight: 1.65 },
    body2: { lineHeight: 1.6 },
    overline: { fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.16em', lineHeight: 1.5 },
    button: { textTransform: 'none', fontWeight: 700, letterSpacing: '0.01em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // react-toastify reads its look from these variables: our font, quieter status colours, and
        // room for the sticky header so a toast never covers the account menu.
        ':root': {
          '--toastify-toast-top': '84px',
          '--toastify-font-family': fontFamily,
          '--toastify-text-color-light': navy,
          '--toastify-color-success': '#2f6f4e',
          '--toastify-color-error': '#a3322a',
          '--toastify-color-info': navy,
          '--toastify-color-progress-light': navy,
        },
        html: { scrollPaddingTop: 88 },
        body: { overflowX: 'hidden' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { scrollBehavior: 'auto !important', transitionDuration: '0.01ms !important' },
        },
      },
    },
    // NOTE: MUI renders subtitle1/2 as h6 by default, which breaks the heading order (axe heading-order).
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { minHeight: 44, borderRadius: 10, paddingInline: 20 },
        sizeLarge: { minHeight: 52, paddingInline: 28, fontSize: '1rem' },
        outlined: { borderColor: navyShades.outline },
      },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          borderRadius: 16,
          border: `1px solid ${line}`,
          boxShadow: navyShadows.card,
          transition: 'box-shadow 200ms ease, transform 200ms ease',
        },
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: { borderRadius: 10, backgroundColor: '#ffffff' },
        notchedOutline: { borderColor: alpha(navy, 0.18) },
      },
    },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 20 } } },
    MuiPopover: { styleOverrides: { paper: { border: `1px solid ${line}`, boxShadow: navyShadows.menu } } },
    MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: navy, fontSize: '0.8125rem' } } },
    MuiAccordion: {
      defaultProps: { disableGutters: true, elevation: 0 },
      styleOverrides: { root: { '&::before': { display: 'none' }, backgroundColor: 'transparent' } },
    },
  },
});
