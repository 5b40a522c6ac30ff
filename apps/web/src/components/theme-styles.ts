// Styles that depend on the theme alone, turned into CSS text once per theme: a filter change
// spent most of its time in emotion walking each card part's style object on every render; a style
// made here is only hashed on each render, and its class is found in emotion's cache.
import { css, type CSSObject as EmotionStyles, type SerializedStyles } from '@emotion/react';
import type { CSSObject, Theme } from '@mui/material/styles';

export function themeStyles(make: (theme: Theme) => CSSObject): (props: { theme: Theme }) => SerializedStyles {
  const made = new WeakMap<Theme, SerializedStyles>();
  return ({ theme }) => {
    let styles = made.get(theme);
    if (!styles) {
      // The same plain object in both libraries' types (MUI's adds its own property names).
      styles = css(make(theme) as EmotionStyles);
      made.set(theme, styles);
    }
    return styles;
  };
}
