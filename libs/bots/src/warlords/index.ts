import type { RulesetBots } from '../catalog';
import { evaluate } from './evaluate';
import { warlordsGuide } from './guide';
import { heuristicPolicy } from './heuristic';

/** What the bots know of warlords: a rule-based player, a position score, and a guide for search. */
export const warlordsBots: RulesetBots = { heuristic: heuristicPolicy, evaluate, guide: warlordsGuide() };
