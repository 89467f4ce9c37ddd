import path from 'node:path';
import { compileEnglish, compileTranslation } from '@booknook/platform/build/compile-catalogue';
import { expectCompiledCurrent, translationProblems } from '@booknook/platform/testing/catalogues';
import { authCatalogue, authCatalogueNe } from '../features/auth/auth-catalogue';
import { messages } from '../messages';
import { messagesNe } from '../messages.ne';
import { onDemandCatalogue, onDemandCatalogueNe } from './on-demand-catalogue';
import nepaliCompiled from './on-demand.ne.compiled';

// `WRITE_CATALOGUES=1 npx jest shell/src/i18n` rewrites the compiled file.

it('has every key in both languages, none empty, with the same arguments, numbers through {x, number}', () => {
  expect(translationProblems(onDemandCatalogue, onDemandCatalogueNe)).toEqual([]);
  // Plain text only: no compiled English to ship.
  expect(compileEnglish(onDemandCatalogue)).toEqual({});
});

it("says what the shell's other catalogues say wherever the English is the same (one id, one translation per page)", () => {
  const english = { shell: messages, auth: authCatalogue, onDemand: onDemandCatalogue };
  const nepali = { shell: messagesNe, auth: authCatalogueNe, onDemand: onDemandCatalogueNe };
  expect(() => compileTranslation(english, nepali)).not.toThrow();
});

it('ships the catalogue as it is compiled now', () => {
  expectCompiledCurrent(
    nepaliCompiled,
    compileTranslation(onDemandCatalogue, onDemandCatalogueNe),
    path.join(__dirname, 'on-demand.ne.compiled.ts'),
    'on-demand-catalogue.ts',
  );
});
