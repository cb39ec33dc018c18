import type { RulesetBots } from '../catalog';
import { evaluate } from './evaluate';
import { heuristicPolicy } from './heuristic';

/** What the bots know of risk-empires: a rule-based player and a position score for search. */
export const riskEmpiresBots: RulesetBots = { heuristic: heuristicPolicy, evaluate };
