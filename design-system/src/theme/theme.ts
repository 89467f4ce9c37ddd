/** One look for the whole site; every app reads it through styled-components' ThemeProvider. */
export const theme = {
  colors: {
    accent: '#c2410c',
    accentHover: '#9a3412',
    accentSoft: '#fff4e6',
    text: '#1f2933',
    muted: '#52606d',
    background: '#f8f7f4',
    surface: '#ffffff',
    border: '#e4e7eb',
    danger: '#c92a2a',
    dangerSoft: '#fff5f5',
    success: '#1d6f31',
    successSoft: '#ebfbee',
    ink: '#12181f',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1440px', headerHeight: '64px' },
  radius: { sm: '4px', md: '8px', lg: '12px' },
  shadow: {
    card: '0 1px 2px rgba(18, 24, 31, 0.06), 0 2px 8px rgba(18, 24, 31, 0.06)',
    raised: '0 8px 24px rgba(18, 24, 31, 0.12)',
  },
} as const;

export type BookNookTheme = typeof theme;

/** Media query helper: `${media.md} { ... }` applies from the medium breakpoint up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  belowMd: `@media (max-width: calc(${theme.breakpoints.md} - 0.02px))`,
} as const;
