import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { builtInRemotes } from './canary-health';
import { isPublished, publishRelease } from './releases';
import { DeployError, isRemotePackage, readJson, REMOTE_PACKAGES, type RemotePackage } from './site';
import { formatStatus, type HealthSource } from './status';
import { DEFAULT_CANARY_LIMITS, goLive, promote, rollback, startCanary, updateSite, type Site } from './switching';
import { describeMismatches, unsatisfiedSingletons, type FederationManifest } from './version-gate';

// `npm run deploy -- <command>` (docs/deploys.md). Every command is a function of its arguments and these settings,
// so the tests run them on temporary folders.

export interface DeploySettings {
  /** Repository root: the remotes' packages and the live shell's build (shell/dist). */
  webRoot: string;
  siteDir: string;
  /** Builds a remote into `outDir` (absolute); the default runs its rsbuild. */
  build?: (pkg: RemotePackage, outDir: string) => void;
  health?: HealthSource;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

export const USAGE = `Usage:
  npm run deploy -- <remote> [--canary PERCENT] [--max-error-rate 0.05] [--min-sessions 20] [--from BUILD_DIR]
  npm run deploy -- promote <remote>
  npm run deploy -- rollback <remote>        (npm run rollback -- <remote>)
  npm run deploy -- status
<remote>: ${Object.keys(REMOTE_PACKAGES).join(', ')}`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new DeployError(`--${name} needs a value.`);
  args.splice(index, 2);
  return value;
}

function numberOption(args: string[], name: string, fallback: number, min: number, max: number): number {
  const raw = option(args, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new DeployError(`--${name} must be a number from ${min} to ${max}.`);
  return value;
}

function remoteArgument(value: string | undefined): RemotePackage {
  if (!value || !isRemotePackage(value)) throw new DeployError(`Name a remote: ${Object.keys(REMOTE_PACKAGES).join(', ')}.`);
  return value;
}

/** The remote's build: `npx rsbuild build` in its package, into `outDir`, labelled for version.json and data-build. */
export function rsbuildBuild(webRoot: string) {
  return (pkg: RemotePackage, outDir: string) => {
    const packageDir = path.join(webRoot, pkg);
    const marker = process.env.BUILD_MARKER ?? `${REMOTE_PACKAGES[pkg].name} ${new Date().toISOString()}`;
    const result = spawnSync('npx', ['rsbuild', 'build'], {
      cwd: packageDir,
      stdio: ['ignore', process.stderr, 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', BUILD_MARKER: marker, DIST_DIR: path.relative(packageDir, outDir) },
    });
    if (result.status !== 0) throw new DeployError(`The build of ${pkg} failed (exit code ${result.status ?? 'none'}).`);
  };
}

async function site(settings: DeploySettings): Promise<Site> {
  return { siteDir: settings.siteDir, builtInRemotes: await builtInRemotes(settings.siteDir, settings.webRoot) };
}

/** Refuses a build whose shared singletons the live shell does not satisfy. */
async function checkVersions(settings: DeploySettings, pkg: RemotePackage, buildDir: string): Promise<void> {
  const shellFile = path.join(settings.webRoot, 'shell', 'dist', 'mf-manifest.json');
  const shell = await readJson<FederationManifest | null>(shellFile, null);
  if (!shell) throw new DeployError(`No live shell build at ${shellFile}: build the shell first (npm run build -w shell).`);
  const remote = await readJson<FederationManifest>(path.join(buildDir, 'mf-manifest.json'), {});
  const mismatches = unsatisfiedSingletons(remote, shell);
  if (mismatches.length > 0) throw new DeployError(describeMismatches(pkg, mismatches));
}

async function deploy(settings: DeploySettings, args: string[], out: (line: string) => void): Promise<void> {
  const percent = option(args, 'canary');
  const limits = {
    maxErrorRate: numberOption(args, 'max-error-rate', DEFAULT_CANARY_LIMITS.maxErrorRate, 0, 1),
    minSessions: numberOption(args, 'min-sessions', DEFAULT_CANARY_LIMITS.minSessions, 1, 1_000_000),
  };
  const from = option(args, 'from');
  const pkg = remoteArgument(args.shift());
  if (args.length > 0) throw new DeployError(`Unexpected arguments: ${args.join(' ')}`);

  // Built once, into a scratch folder of the package; that very build is checked, published and switched to.
  const buildDir = from ? path.resolve(from) : path.join(settings.webRoot, pkg, 'dist.release');
  if (!from) {
    await fs.rm(buildDir, { recursive: true, force: true });
    (settings.build ?? rsbuildBuild(settings.webRoot))(pkg, buildDir);
  }
  try {
    await checkVersions(settings, pkg, buildDir);
    const version = await publishRelease(settings.siteDir, pkg, buildDir);
    out(`Published ${pkg} ${version}.`);
    const summary = await updateSite(await site(settings), (deploys) =>
      percent === undefined
        ? { deploys: goLive(deploys, pkg, version), result: `${pkg} ${version} is live.` }
        : {
            deploys: startCanary(deploys, pkg, version, Number(percent), limits),
            result: `${pkg} ${version} is a canary for ${percent}% of sessions (rolled back above ${limits.maxErrorRate * 100}% errors once ${limits.minSessions} sessions loaded it).`,
          },
    );
    if (summary) out(summary);
  } finally {
    if (!from) await fs.rm(buildDir, { recursive: true, force: true });
  }
}

/** Runs one command; resolves to the process exit code (0 done, 1 refused or failed, 2 misused). */
export async function runDeployCommand(argv: readonly string[], settings: DeploySettings): Promise<number> {
  const out = settings.out ?? ((line: string) => console.log(line));
  const err = settings.err ?? ((line: string) => console.error(line));
  const args = [...argv];
  const command = args[0];
  try {
    if (command === undefined || command === '--help' || command === '-h') {
      (command ? out : err)(USAGE);
      return command ? 0 : 2;
    }
    if (command === 'status') {
      out(await formatStatus(settings.siteDir, settings.health));
      return 0;
    }
    if (command === 'promote' || command === 'rollback') {
      const pkg = remoteArgument(args[1]);
      const summary = await updateSite(await site(settings), (deploys) => {
        if (command === 'promote') return { deploys: promote(deploys, pkg), result: `${pkg} ${deploys[pkg]?.canary?.version} is live.` };
        const rolled = rollback(deploys, pkg);
        return { deploys: rolled.deploys, result: rolled.summary };
      });
      // A rollback's target was published by an earlier deploy; say so if someone removed its folder.
      const live = (await readJson<Record<string, { live?: string }>>(path.join(settings.siteDir, 'deploys.json'), {}))[pkg]?.live;
      if (live && live !== 'dist' && !(await isPublished(settings.siteDir, pkg, live)))
        err(`Warning: ${pkg} ${live} has no folder in the site.`);
      if (summary) out(summary);
      return 0;
    }
    await deploy(settings, args, out);
    return 0;
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    err(error.message);
    return 1;
  }
}
