// Renders a component for a test as the app shows it: inside the app's theme, whose navy shades and
// shadows (palette.navy, navyShadows) MUI's default theme does not have.
import { ThemeProvider } from '@mui/system';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../app/theme';

export function InTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

export function renderInTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { ...options, wrapper: InTheme });
}
