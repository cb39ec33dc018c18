import { useState, type SelectHTMLAttributes } from 'react';
import { useBotLevels, type BotLevelOffer } from './bot-levels';

export interface BotLevelChoice {
  readonly levels: readonly BotLevelOffer[];
  /** The chosen level; the first offered where the ruleset does not offer it; none until the levels load. */
  readonly level: BotLevelOffer | undefined;
  readonly choose: (level: string) => void;
}

/** A level of bot to pick among those a ruleset offers, starting from `preferred`. */
export function useBotLevelChoice(ruleset: string | undefined, preferred: string): BotLevelChoice {
  const levels = useBotLevels(ruleset).data ?? [];
  const [chosen, choose] = useState(preferred);
  return { levels, level: levels.find((l) => l.level === chosen) ?? levels[0], choose };
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>;

/** The offered levels by name; other attributes (label links, titles) go to the select. */
export function BotLevelSelect({ choice, ...select }: { choice: BotLevelChoice } & SelectProps) {
  return (
    <select {...select} value={choice.level?.level ?? ''} onChange={(e) => choice.choose(e.target.value)}>
      {choice.levels.map((l) => (
        <option key={l.level} value={l.level}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
