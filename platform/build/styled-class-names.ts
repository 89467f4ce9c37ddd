import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';

/**
 * Gives each styled component an id from its file and position at compile time. Without it, styled-components numbers
 * components in the order their modules run, which differs between the server and the browser (remotes load in another
 * order), so hydration inserted every rule the server had already sent again and restyled the whole page.
 */
export function pluginStyledClassNames() {
  return pluginStyledComponents({ ssr: true, displayName: process.env.NODE_ENV !== 'production' });
}
