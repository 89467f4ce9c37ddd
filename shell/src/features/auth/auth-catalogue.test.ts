import path from 'node:path';
import { compileEnglish, compileTranslation } from '@booknook/platform/build/compile-catalogue';
import { expectCompiledCurrent, translationProblems } from '@booknook/platform/testing/catalogues';
import { messages } from '../../messages';
import { messagesNe } from '../../messages.ne';
import englishCompiled from './auth.compiled';
import { authCatalogue, authCatalogueNe } from './auth-catalogue';
import nepaliCompiled from './auth.ne.compiled';

// The sign-in screens' key test (docs/i18n.md); `WRITE_CATALOGUES=1 npx jest shell/src/features/auth` rewrites the
// compiled files.

it('has every key in both languages, none empty, with the same arguments, numbers through {x, number}', () => {
  expect(translationProblems(authCatalogue, authCatalogueNe)).toEqual([]);
});

it('says what the shell says wherever the English is the same (one id, one translation per page)', () => {
  expect(() => compileTranslation({ shell: messages, auth: authCatalogue }, { shell: messagesNe, auth: authCatalogueNe })).not.toThrow();
});

it('ships the catalogues as they are compiled now', () => {
  expectCompiledCurrent(englishCompiled, compileEnglish(authCatalogue), path.join(__dirname, 'auth.compiled.ts'), 'auth-catalogue.ts');
  expectCompiledCurrent(
    nepaliCompiled,
    compileTranslation(authCatalogue, authCatalogueNe),
    path.join(__dirname, 'auth.ne.compiled.ts'),
    'auth-catalogue.ts',
  );
});
