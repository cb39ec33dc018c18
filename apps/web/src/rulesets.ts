import type { EmpiresClient } from '@empires/client';
import type { RulesetDescriptor } from '@empires/rules-kernel';

export interface RulesetInfo {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly descriptor: RulesetDescriptor;
}

const asked = new Map<string, Promise<RulesetInfo>>();

/** A ruleset's descriptor (board, decks, phases, options), asked once per page. */
export function rulesetInfo(client: EmpiresClient, id: string): Promise<RulesetInfo> {
  let info = asked.get(id);
  if (!info) {
    info = client.ruleset(id).then((r) => ({
      id: r.id,
      name: r.name,
      summary: r.summary,
      descriptor: r.descriptor as RulesetDescriptor,
    }));
    info.catch(() => asked.delete(id));
    asked.set(id, info);
  }
  return info;
}
