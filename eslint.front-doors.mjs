// Features meet through their front doors (index.ts), in the API and in each remote: import-x/no-restricted-paths
// zones read from the folders, so a new feature is covered without editing them. eslint.config.mjs uses both.
import fs from 'node:fs';
import path from 'node:path';

const apiSrc = path.join(import.meta.dirname, 'api', 'src');
const apiFeatures = fs
  .readdirSync(path.join(apiSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * API features meet through their front doors (docs/development.md, "Adding an API feature"): a feature may import
 * another feature's index.ts only, and core code (plugins, lib, db, ...) never imports a feature: what it needs
 * from one, the feature registers (a decorator or a port). Only app.ts, the composition root, imports features (through
 * their index.ts as well).
 */
export const apiFrontDoors = {
  files: ['api/src/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...apiFeatures.map((feature) => ({
            target: path.join(apiSrc, 'features', feature),
            from: path.join(apiSrc, 'features', '*', '**'),
            except: [path.join(apiSrc, 'features', feature, '**'), path.join(apiSrc, 'features', '*', 'index.ts')],
            message: 'Import another feature through its index.ts (export what you need there).',
          })),
          {
            target: [path.join(apiSrc, '!(features)', '**'), path.join(apiSrc, '!(app).ts')],
            from: path.join(apiSrc, 'features', '**'),
            message: 'Core code never imports a feature: let the feature register what core needs (a decorator or a port).',
          },
          {
            target: path.join(apiSrc, 'app.ts'),
            from: path.join(apiSrc, 'features', '*', '**'),
            except: [path.join(apiSrc, 'features', '*', 'index.ts')],
            message: 'The composition root meets features through their index.ts too.',
          },
        ],
      },
    ],
  },
};

/**
 * A remote's features meet through their front doors too (docs/development.md, "Features of a remote"): a file in
 * one feature may import another feature of its remote only through that feature's index.ts. Pages and the app
 * compose features and may use any of their files.
 */
export function remoteFrontDoors(remotes) {
  const remoteFeatures = remotes.flatMap((remote) => {
    const features = path.join(import.meta.dirname, remote, 'src', 'features');
    if (!fs.existsSync(features)) return [];
    return fs
      .readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({ features, feature: entry.name }));
  });
  return {
    files: remotes.map((remote) => `${remote}/src/features/**/*.{ts,tsx}`),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: remoteFeatures.map(({ features, feature }) => ({
            target: path.join(features, feature),
            from: path.join(features, '*', '**'),
            except: [path.join(features, feature, '**'), path.join(features, '*', 'index.{ts,tsx}')],
            message: 'Import another feature through its index.ts (export what you need there).',
          })),
        },
      ],
    },
  };
}
