import type { BotLevel } from '@empires/contracts';
import type { RulesetBots } from './catalog';

/** One way a level can play: a policy spec (`policyFor`) and, in the ruleset's own terms, how it plays. */
export interface LevelPlay {
  readonly policy: string;
  readonly description: string;
  /** What the ruleset's bots must know for this way; without it the level plays its next way. */
  readonly needs?: keyof RulesetBots;
}

/** A ruleset's levels, each with its ways to play, the first the ruleset's bots can play being the one used. */
export type LevelDeclaration = Readonly<Partial<Record<BotLevel, readonly LevelPlay[]>>>;

/**
 * Search's budget at `hard`: a maximum per decision, short enough for live play (in risk-empires most
 * decisions have one candidate and cost nothing; those searched took 117 ms on average).
 */
const HARD = 'mcts?ms=200';

const random: LevelPlay = {
  policy: 'random',
  description: 'Plays any legal move at random, and never resigns while it has another: a first opponent.',
};

/** The levels each shipped ruleset offers: what the API, tables, queues and take-over offer. */
export const LEVELS: Readonly<Record<string, LevelDeclaration>> = {
  'risk-empires': {
    easy: [random],
    medium: [
      {
        policy: 'heuristic',
        needs: 'heuristic',
        description:
          'Plays by rules of thumb: takes and holds continents, attacks where the odds are good, builds cities, buys the goods and Empire Cards it can use, and trades only what it can prove is free of Disasters.',
      },
    ],
    hard: [
      {
        policy: HARD,
        needs: 'guide',
        description:
          'Searches up to 0.2 s a move: the medium player’s move and a dozen bolder or more careful ones, each played on two rounds by medium players in worlds dealt from what it can see; it keeps the best, and beats medium in about four games of five.',
      },
    ],
  },
  medieval: {
    easy: [random],
    medium: [
      {
        policy: 'heuristic',
        needs: 'heuristic',
        description:
          'Plays by rules of thumb: plays its empires’ turns like an Independent Empire, courts the Independents it can ally (above all the leader’s allies), keeps an alliance while it pays on the ledger, hands claims to its allies and presses claims by parley; it beats easy in every game measured.',
      },
    ],
    hard: [
      {
        policy: HARD,
        needs: 'guide',
        description:
          'Searches up to 0.2 s a move: the medium player’s move and the endeavours its advisers would have chosen instead (Diplomacy that brings a claim or courts an ally, the Independent procedure’s other picks), each played eight commands on by medium players in worlds dealt from what it can see and judged, between two seats, by the final score each can expect (its score now plus what its allies, alliance ties, claims and lands have brought by the end in medium play), among more seats by the score each would have if the game ended there. At 100 playouts a move it won 122 of 200 two-seat games against medium (95 % interval 54–68 %).',
      },
      {
        policy: HARD,
        description:
          'Searches up to 0.2 s a move (Monte-Carlo tree search) in worlds dealt from what it can see, hidden Year Cards and draw pile included, judging each line, a few random moves on, by the score each seat would have if the game ended there.',
      },
    ],
  },
  warlords: {
    easy: [random],
    medium: [
      {
        policy: 'heuristic',
        needs: 'heuristic',
        description:
          'Plays by rules of thumb: builds towns towards the enemy joined to its capital by supply lines, raises one army at a time, attacks only at good odds, marches big armies on the nearest enemy capital, keeps its generals face down unless revealing one pays, and sends its chief of staff where he helps most; it beats easy in every game measured.',
      },
      {
        policy: 'mcts?ms=100',
        description:
          'No rule-based player for warlords yet: a short search (0.1 s a move) over random continuations, which plays little better than easy.',
      },
    ],
    hard: [
      {
        policy: HARD,
        needs: 'guide',
        description:
          'Searches up to 0.2 s a move among the medium player’s move played bolder and more careful, each played on two rounds by medium players (the rivals’ hidden generals taken as having no traits); it beat medium in 60 % of 200 games at 100 playouts a move.',
      },
      {
        policy: HARD,
        needs: 'evaluate',
        description:
          'Searches up to 0.2 s a move (Monte-Carlo tree search) in worlds dealt from what it can see, judging each line by the position score of the medium player.',
      },
      {
        policy: HARD,
        description:
          'Searches up to 0.2 s a move (Monte-Carlo tree search) over random continuations: with no position score for warlords yet, it sees little further than the next few moves.',
      },
    ],
  },
};

/** A ruleset the bots know nothing of (a test fixture) is offered random play only. */
export const UNKNOWN_RULESET_LEVELS: LevelDeclaration = { easy: [random] };
