import { evaluateRemoteServerCode } from './remote-code';
import { serverSharedModules } from './shared-modules';

describe('evaluateRemoteServerCode', () => {
  it("runs a CommonJS server bundle with the shell's own singletons", () => {
    const module = evaluateRemoteServerCode(
      `const React = require('react'); exports.serverPages = { Page: { Component: () => null, load: async () => null, react: React } };`,
      'http://site/remotes/browse/server/remoteEntry.js',
    );
    expect((module.serverPages.Page as unknown as { react: unknown }).react).toBe(serverSharedModules.react);
  });

  it('refuses a bundle that asks for anything the shell does not share', () => {
    expect(() => evaluateRemoteServerCode(`require('fs'); exports.serverPages = {};`, 'http://site/x.js')).toThrow(
      'http://site/x.js requires fs, which the shell does not share on the server',
    );
  });

  it('refuses a bundle without server pages', () => {
    expect(() => evaluateRemoteServerCode(`exports.other = 1;`, 'http://site/x.js')).toThrow('exports no serverPages');
  });

  it('gives each version a scope of its own', () => {
    const code = `let count = 0; exports.serverPages = {}; exports.next = () => ++count;`;
    const a = evaluateRemoteServerCode(code, 'a') as unknown as { next: () => number };
    const b = evaluateRemoteServerCode(code, 'b') as unknown as { next: () => number };
    a.next();
    expect(b.next()).toBe(1);
  });
});
