/**
 * What may ship in Empires (MIT): licences that ask nothing of us beyond keeping their notice.
 * Everything else fails the check: copyleft (strong or weak), and anything we cannot read.
 */
const PERMISSIVE: ReadonlySet<string> = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'BSL-1.0',
  'CC0-1.0',
  'CC-BY-3.0',
  'CC-BY-4.0',
  'ISC',
  'MIT',
  'MIT-0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
]);

const permissive = new Set([...PERMISSIVE].map((id) => id.toLowerCase()));

/**
 * Copyleft families, strong and weak. MPL-2.0 is here too: its copyleft is per file (changed MPL
 * files must be published), which an unchanged npm dependency meets, but that is a judgement for
 * each package, so an MPL package ships only through the allow-list with its reason.
 */
const COPYLEFT = /^(A?GPL|LGPL|SSPL|EUPL|OSL|CPAL|MPL|EPL|CDDL|CPL|MS-RL|RPL|CECILL)/i;

/** A package of the production closure as the check sees it. */
export interface ShippedPackage {
  readonly name: string;
  readonly version: string;
  /** An SPDX expression, as the package declares it; undefined when it declares none. */
  readonly licence: string | undefined;
  /** Where it sits in node_modules (for the report). */
  readonly path: string;
}

/** An exception, decided by a person: the package, the version it was checked at, and why it may ship. */
export interface Allowed {
  readonly name: string;
  readonly version: string;
  readonly reason: string;
}

export type Verdict =
  | { readonly ok: true; readonly licence: string; readonly allowed?: string }
  | { readonly ok: false; readonly licence: string; readonly problem: 'copyleft' | 'unknown' | 'missing' };

type Judged = 'permissive' | 'copyleft' | 'unknown';

/**
 * Judges one licence expression: `A OR B` ships when either side does (we choose), `A AND B` when
 * both do, `A WITH exception` as A. Copyleft wins over unknown in the report, so a GPL package is
 * named as such.
 */
export function judgeExpression(expression: string): Judged {
  const tokens = expression
    .replace(/[()]/g, (p) => ` ${p} `)
    .trim()
    .split(/\s+/);
  let at = 0;
  const rank: Record<Judged, number> = { permissive: 0, unknown: 1, copyleft: 2 };
  const worst = (a: Judged, b: Judged) => (rank[a] >= rank[b] ? a : b);
  const best = (a: Judged, b: Judged) => (rank[a] <= rank[b] ? a : b);
  const primary = (): Judged => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = or();
      if (tokens[at++] !== ')') return 'unknown';
      return inner;
    }
    if (token === undefined) return 'unknown';
    if (tokens[at]?.toUpperCase() === 'WITH') at += 2;
    const id = token.replace(/\+$/, '');
    return permissive.has(id.toLowerCase()) ? 'permissive' : COPYLEFT.test(id) ? 'copyleft' : 'unknown';
  };
  /** Operands joined by `word`, judged together by `join`, left to right. */
  const joined = (word: string, operand: () => Judged, join: (a: Judged, b: Judged) => Judged) => (): Judged => {
    let judged = operand();
    while (tokens[at]?.toUpperCase() === word) {
      at += 1;
      judged = join(judged, operand());
    }
    return judged;
  };
  const and = joined('AND', primary, worst);
  const or = joined('OR', and, best);
  const judged = or();
  return at === tokens.length ? judged : 'unknown';
}

/** The check's decision for one package: permissive, allowed by name and version, or a problem. */
export function verdictOf(pkg: ShippedPackage, allowed: readonly Allowed[]): Verdict {
  const exception = allowed.find((a) => a.name === pkg.name && a.version === pkg.version);
  const licence = pkg.licence?.trim() ?? '';
  const judged = licence === '' ? 'missing' : judgeExpression(licence);
  if (judged === 'permissive') return { ok: true, licence };
  if (exception) return { ok: true, licence: licence || '(none)', allowed: exception.reason };
  return { ok: false, licence: licence || '(none)', problem: judged };
}

/** Every package of the closure with its verdict; the check fails when any is not ok. */
export function checkLicences(
  packages: readonly ShippedPackage[],
  allowed: readonly Allowed[],
): { pkg: ShippedPackage; verdict: Verdict }[] {
  return packages.map((pkg) => ({ pkg, verdict: verdictOf(pkg, allowed) }));
}
