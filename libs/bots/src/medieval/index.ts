import type { RulesetBots } from '../catalog';
import { evaluate } from './evaluate';
import { heuristicPolicy } from './heuristic';

/** What the bots know of medieval: a rule-based player and a position score for search. */
export const medievalBots: RulesetBots = { heuristic: heuristicPolicy, evaluate };
