import { themeQuartz } from 'ag-grid-community';
import { theme } from '@booknook/design-system';

/** AG Grid's Theming API fed with the design system's theme, so the table looks like the rest of the site. */
export const gridTheme = themeQuartz.withParams({
  accentColor: theme.colors.accent,
  backgroundColor: theme.colors.surface,
  foregroundColor: theme.colors.text,
  borderColor: theme.colors.border,
  headerBackgroundColor: theme.colors.background,
  headerTextColor: theme.colors.muted,
  headerFontWeight: 700,
  fontFamily: theme.font.body,
  fontSize: 15,
  wrapperBorderRadius: theme.radius.lg,
  rowHoverColor: theme.colors.accentSoft,
  spacing: 7,
});
