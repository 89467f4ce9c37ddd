// The singletons the shell's server bundle shares with the remotes' server bundles: what the federation share scope
// is in the browser. A remote's server bundle leaves every singleton out (platform/build/server-environment.ts) and
// `require`s it from here, so the page renders with one React, one router, one styled-components sheet, one SWR cache
// and one platform and design system. Anything else it requires is refused, and its page is rendered in the browser instead.
import * as designSystem from '@booknook/design-system';
import * as platform from '@booknook/platform';
import * as lingui from '@lingui/core';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactRouterDom from 'react-router-dom';
import * as styledComponents from 'styled-components';
import * as swr from 'swr';

export const serverSharedModules: Readonly<Record<string, unknown>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  // One router instance under both names, as in the browser.
  'react-router': reactRouterDom,
  'react-router-dom': reactRouterDom,
  'styled-components': styledComponents,
  swr,
  '@lingui/core': lingui,
  '@booknook/platform': platform,
  '@booknook/design-system': designSystem,
};
