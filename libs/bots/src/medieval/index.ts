import type { RulesetBots } from '../catalog';
import { evaluate } from './evaluate';
import { medievalGuide } from './guide';
import { heuristicPolicy } from './heuristic';

/** What the bots know of medieval: a rule-based player, a position score, and a guide for search. */
export const medievalBots: RulesetBots = { heuristic: heuristicPolicy, evaluate, guide: medievalGuide() };
