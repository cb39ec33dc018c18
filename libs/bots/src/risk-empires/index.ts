import type { RulesetBots } from '../catalog';
import { evaluate } from './evaluate';
import { riskGuide } from './guide';
import { heuristicPolicy } from './heuristic';

/** What the bots know of risk-empires: a rule-based player, a position score, and a guide for search. */
export const riskEmpiresBots: RulesetBots = { heuristic: heuristicPolicy, evaluate, guide: riskGuide() };
