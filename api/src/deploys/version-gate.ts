import semver from 'semver';

/** The `shared` section of a Module Federation mf-manifest.json (what an app provides and requires). */
export interface SharedEntry {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}
export interface FederationManifest {
  name?: string;
  shared?: SharedEntry[];
}

export interface SingletonMismatch {
  module: string;
  required: string;
  /** What the shell provides; undefined when it does not share the module at all. */
  provided: string | undefined;
}

/**
 * The singletons a remote requires that the shell does not satisfy. A singleton is loaded once, by the shell: a remote
 * built against a newer one would run on the older one (Module Federation only warns), so a deploy refuses it.
 */
export function unsatisfiedSingletons(remote: FederationManifest, shell: FederationManifest): SingletonMismatch[] {
  const provided = new Map((shell.shared ?? []).map((entry) => [entry.name, entry.version]));
  const mismatches: SingletonMismatch[] = [];
  for (const entry of remote.shared ?? []) {
    if (!entry.singleton || typeof entry.requiredVersion !== 'string' || entry.requiredVersion === '*') continue;
    const version = provided.get(entry.name);
    const fits = version !== undefined && semver.valid(version) !== null && semver.satisfies(version, entry.requiredVersion);
    if (!fits) mismatches.push({ module: entry.name, required: entry.requiredVersion, provided: version });
  }
  return mismatches;
}

/** One line per mismatch, naming the remote's package and both versions. */
export function describeMismatches(pkg: string, mismatches: SingletonMismatch[]): string {
  const lines = mismatches.map(
    ({ module, required, provided }) =>
      `  ${module}: ${pkg} requires ${required}, the live shell provides ${provided === undefined ? 'none' : provided}`,
  );
  return `Refusing to deploy ${pkg}: the live shell does not satisfy its shared singletons.\n${lines.join('\n')}\nDeploy a shell that provides them first.`;
}
