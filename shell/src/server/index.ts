// The shell's server renderer (docs/server-rendering.md), built to shell/dist-server/renderer.js: `npm start`'s
// Node server and the standalone renderer behind nginx (standalone.ts) both use it.
export { createRenderer, type Renderer, type RendererOptions, type RenderRequest, type RenderResult } from './render';
