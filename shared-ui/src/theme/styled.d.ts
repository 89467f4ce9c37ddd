import 'styled-components';
import type { BookNookTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends BookNookTheme {}
}
