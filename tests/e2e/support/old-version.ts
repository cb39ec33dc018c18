import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

export interface OldVersion {
  /** Its source tree, to start services from. */
  readonly dir: string;
  remove(): void;
}

/**
 * The project as it was at `ref`, unpacked from git beside this one. It shares this tree's
 * node_modules: an upgrade across a change of dependencies needs a newer `ref`.
 */
export function oldVersion(ref: string): OldVersion {
  const dir = mkdtempSync(join(tmpdir(), 'empires-old-'));
  const archive = execFileSync('git', ['archive', '--format=tar', ref], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
