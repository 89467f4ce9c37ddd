import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DeployError, sitePaths, type RemotePackage, VERSION_PATTERN } from './site';

/** Every file under `dir`, relative, sorted: a build's content, in a stable order. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/** Hash of a build's files (names and bytes): two builds with one id are the same build. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(await fs.readFile(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** `v20261126-061502-1a2b3c4d`: when it was published (UTC), then its content. */
export function versionId(now: Date, hash: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `v${stamp}-${hash.slice(0, 8)}`;
}

/**
 * Copies a remote's build into `remotes/<team>/<version>/` of the site, complete before it is visible (copied to a
 * hidden folder, then renamed). A release folder is never written again: its hashed chunks stay for pages still using it.
 */
export async function publishRelease(siteDir: string, pkg: RemotePackage, buildDir: string, now = new Date()): Promise<string> {
  const manifest = path.join(buildDir, 'mf-manifest.json');
  if (!(await fs.stat(manifest).catch(() => null))) throw new DeployError(`${buildDir} has no mf-manifest.json: is it a build of ${pkg}?`);
  const version = versionId(now, await contentHash(buildDir));
  if (!VERSION_PATTERN.test(version)) throw new Error(`Unexpected version id ${version}`);
  const releases = sitePaths(siteDir).releasesDir(pkg);
  const target = path.join(releases, version);
  if (await fs.stat(target).catch(() => null))
    throw new DeployError(`${pkg} ${version} is already published; releases are never overwritten.`);
  await fs.mkdir(releases, { recursive: true });
  const incoming = path.join(releases, `.incoming-${randomBytes(4).toString('hex')}`);
  try {
    await fs.cp(buildDir, incoming, { recursive: true, errorOnExist: true });
    await fs.rename(incoming, target);
  } catch (error) {
    await fs.rm(incoming, { recursive: true, force: true });
    throw error;
  }
  return version;
}

/** Whether `version` of a remote is published in the site. */
export async function isPublished(siteDir: string, pkg: RemotePackage, version: string): Promise<boolean> {
  const folder = path.join(sitePaths(siteDir).releasesDir(pkg), version);
  return Boolean(await fs.stat(path.join(folder, 'mf-manifest.json')).catch(() => null));
}
