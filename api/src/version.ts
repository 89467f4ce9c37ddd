import fs from 'node:fs';
import path from 'node:path';

// api/package.json is one level above both src/ and dist/.
const packageJson = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
  version: string;
};

export const APP_VERSION: string = packageJson.version;
