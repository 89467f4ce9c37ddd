import type { BookNookTheme } from './theme';

// Every styled component sees the BookNook theme in `props.theme`.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface DefaultTheme extends BookNookTheme {}
}
