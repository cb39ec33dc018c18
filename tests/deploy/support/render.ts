import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const k8sRoot = join(__dirname, '../../../deploy/k8s');

/** One rendered object: every kind has these; the rest is read through kubernetes-models' types. */
export interface Manifest {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: {
    readonly name: string;
    readonly labels?: Record<string, string>;
    readonly annotations?: Record<string, string>;
  };
  readonly spec?: unknown;
  readonly data?: Record<string, string>;
}

export const overlays = (): string[] => readdirSync(join(k8sRoot, 'overlays')).sort();

/** `kubectl kustomize` of a folder under deploy/k8s, as objects. */
export function render(folder: string): Manifest[] {
  const run = spawnSync('kubectl', ['kustomize', join(k8sRoot, folder)], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    throw new Error(
      'kubectl is not installed: the manifests are rendered with `kubectl kustomize` (Debian: apt-get install kubectl)',
    );
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`kubectl kustomize ${folder} failed:\n${run.stderr}`);
  return parseAllDocuments(run.stdout).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${folder}: ${doc.errors[0].message}`);
    return doc.toJS() as Manifest;
  });
}

export const ofKind = <T>(manifests: readonly Manifest[], kind: string): T[] =>
  manifests.filter((m) => m.kind === kind) as T[];
