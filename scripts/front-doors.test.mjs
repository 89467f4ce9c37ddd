// node --test scripts/: the lint zones of eslint.front-doors.mjs keep features behind their index.ts, in the API and in
// each remote. Each case lints a real file's path with an import put in, so the import resolves as it would there.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const RULE = 'import-x/no-restricted-paths';

/** The messages of the front-door rule for `code` linted as the file at `file`. */
async function frontDoorErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === RULE);
}

test("a remote's feature may not reach into another feature's files", async () => {
  const errors = await frontDoorErrors(
    'mfe-browse/src/features/wanted/save-search-button.tsx',
    "import { ThumbIcon } from '../member/components/thumb-icon';\nexport const icon = ThumbIcon;\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /index\.ts/);
});

test("a remote's feature may import another through its index.ts, and its own files", async () => {
  assert.deepEqual(
    await frontDoorErrors(
      'mfe-browse/src/features/wanted/save-search-button.tsx',
      "import { ThumbIcon } from '../member';\nimport { saveSearch } from './api/save-search';\nexport const used = [ThumbIcon, saveSearch];\n",
    ),
    [],
  );
});

test("a remote's page may compose any feature's files", async () => {
  assert.deepEqual(
    await frontDoorErrors(
      'mfe-browse/src/pages/member-page.tsx',
      "import { ThumbIcon } from '../features/member/components/thumb-icon';\nexport const icon = ThumbIcon;\n",
    ),
    [],
  );
});

test("an API feature may not reach into another feature's files, nor core code into a feature", async () => {
  const feature = await frontDoorErrors(
    'api/src/features/members/service.ts',
    "import { dealTexts } from '../deals/texts';\nexport const texts = dealTexts;\n",
  );
  assert.equal(feature.length, 1);
  const core = await frontDoorErrors(
    'api/src/lib/http-error.ts',
    "import { dealTexts } from '../features/deals';\nexport const texts = dealTexts;\n",
  );
  assert.equal(core.length, 1);
});
