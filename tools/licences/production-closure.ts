import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShippedPackage } from './licence-policy';

/** The parts of a package-lock.json (lockfile version 2 or 3) the closure is read from. */
export interface Lockfile {
  readonly packages: Readonly<Record<string, LockEntry>>;
}
interface LockEntry {
  readonly name?: string;
  readonly version?: string;
  readonly license?: string;
  readonly link?: boolean;
  readonly resolved?: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  /** The root's are never followed: they do not ship. */
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

/**
 * The packages that ship: the root's `dependencies` and, transitively, theirs (optional and peer
 * dependencies too, when installed; an optional one that is not installed does not ship). The
 * root's devDependencies are never followed. Each name is resolved as Node resolves it: the
 * nearest `node_modules` up from the package that requires it. A required dependency missing
 * from the lockfile is an error: the lockfile does not describe what would be installed.
 */
export function productionClosure(lock: Lockfile, readLicence: (path: string) => string | undefined): ShippedPackage[] {
  const packages = lock.packages;
  const resolve = (from: string, name: string): string | undefined => {
    for (let base = from; ; ) {
      const path = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (packages[path]) return path;
      if (!base) return undefined;
      const up = base.lastIndexOf('/node_modules/');
      base = up === -1 ? '' : base.slice(0, up);
    }
  };
  const shipped = new Map<string, ShippedPackage>();
  const queue: [string, string, boolean][] = Object.keys(packages['']?.dependencies ?? {}).map((name) => [
    '',
    name,
    true,
  ]);
  while (queue.length > 0) {
    const [from, name, required] = queue.pop()!;
    let path = resolve(from, name);
    if (!path) {
      if (required) throw new Error(`${from || 'the root'} needs ${name}, which the lockfile does not have`);
      continue;
    }
    // A workspace or `file:` dependency is a link to the folder that holds it.
    if (packages[path].link && packages[path].resolved) path = packages[path].resolved!;
    if (shipped.has(path)) continue;
    const entry = packages[path] ?? {};
    shipped.set(path, {
      name: entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version ?? '',
      licence: entry.license ?? readLicence(path),
      path,
    });
    for (const dep of Object.keys(entry.dependencies ?? {})) queue.push([path, dep, true]);
    for (const dep of Object.keys(entry.optionalDependencies ?? {})) queue.push([path, dep, false]);
    for (const dep of Object.keys(entry.peerDependencies ?? {})) queue.push([path, dep, false]);
  }
  return [...shipped.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * A licence the lockfile did not record, from the installed package.json: `license` as a string
 * or `{ type }`, or the old `licenses` list (read as a choice between them).
 */
export function installedLicence(root: string, path: string): string | undefined {
  const file = join(root, path, 'package.json');
  if (!existsSync(file)) return undefined;
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
    license?: string | { type?: string };
    licenses?: ({ type?: string } | string)[];
  };
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  const listed = (pkg.licenses ?? []).map((l) => (typeof l === 'string' ? l : l.type)).filter(Boolean);
  return listed.length > 0 ? listed.join(' OR ') : undefined;
}
