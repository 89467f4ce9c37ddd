// Types of the `react-router-esm` alias (federation.ts): react-router itself.
declare module 'react-router-esm' {
  export * from 'react-router';
}
