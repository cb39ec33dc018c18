import type { AnyRuleset } from './ruleset';

export const rulesetKey = (id: string, version: string): string => `${id}@${version}`;

/** Rulesets by `id@version`, so a game is always decided by the rules it began with. */
export class RulesetRegistry {
  private readonly byKey = new Map<string, AnyRuleset>();
  private readonly latestById = new Map<string, AnyRuleset>();

  constructor(rulesets: readonly AnyRuleset[] = []) {
    rulesets.forEach((r) => this.register(r));
  }

  register(ruleset: AnyRuleset): this {
    const key = rulesetKey(ruleset.id, ruleset.version);
    if (this.byKey.has(key)) throw new Error(`ruleset ${key} is registered twice`);
    this.byKey.set(key, ruleset);
    const latest = this.latestById.get(ruleset.id);
    if (!latest || compareVersions(ruleset.version, latest.version) > 0) this.latestById.set(ruleset.id, ruleset);
    return this;
  }

  /** `id@version`, or a bare id for its newest version. */
  find(key: string): AnyRuleset | undefined {
    return key.includes('@') ? this.byKey.get(key) : this.latestById.get(key);
  }

  latest(): AnyRuleset[] {
    return [...this.latestById.values()];
  }
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
