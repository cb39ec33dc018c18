/** A column's type, as Parquet stores it and CSV spells it (timestamps as ISO 8601 text in CSV). */
export type ColumnType = 'string' | 'int' | 'double' | 'bool' | 'timestamp';

export interface Column {
  readonly name: string;
  readonly type: ColumnType;
  /** What a number counts or measures; absent for text, flags and identifiers. */
  readonly unit?: string;
  /** Empty (null) in some rows: the meaning says when. */
  readonly nullable?: boolean;
  readonly meaning: string;
}

export interface TableDefinition {
  readonly name: string;
  /** What one row is. */
  readonly row: string;
  readonly description: string;
  readonly columns: readonly Column[];
}

const gameId: Column = { name: 'game_id', type: 'string', meaning: 'The game (`streamId` of its events).' };
const ruleset: Column = {
  name: 'ruleset',
  type: 'string',
  meaning: 'The ruleset id: `risk-empires`, `medieval` or `warlords`.',
};
const seq: Column = {
  name: 'seq',
  type: 'int',
  unit: 'event number',
  meaning: 'The event it comes from: its position in the game, from 1.',
};

/**
 * The analysis tables: flattened from the events so that common questions need no fold. The
 * data dictionary (`docs/data/`) and both writers (Parquet, CSV) are made from these.
 */
export const tableDefinitions: readonly TableDefinition[] = [
  {
    name: 'games',
    row: 'game',
    description: 'Every game of the export: how it went and how it ended.',
    columns: [
      gameId,
      ruleset,
      {
        name: 'ruleset_version',
        type: 'string',
        meaning: 'The ruleset version the game was created with and is replayed with.',
      },
      {
        name: 'status',
        type: 'string',
        meaning:
          '`finished` (GameFinished), `aborted` (GameAborted), `playing` (started, not over) or `open` (not started).',
      },
      { name: 'seats', type: 'int', unit: 'seats', meaning: 'Seats at the table.' },
      { name: 'created_at', type: 'timestamp', unit: 'UTC', meaning: 'When GameCreated was recorded.' },
      {
        name: 'started_at',
        type: 'timestamp',
        unit: 'UTC',
        nullable: true,
        meaning: 'When GameStarted was recorded; empty if it never started.',
      },
      {
        name: 'ended_at',
        type: 'timestamp',
        unit: 'UTC',
        nullable: true,
        meaning: 'When GameFinished or GameAborted was recorded; empty while it runs.',
      },
      {
        name: 'duration_s',
        type: 'double',
        unit: 'seconds',
        nullable: true,
        meaning: 'Wall-clock time from start to end; empty unless both happened.',
      },
      { name: 'events', type: 'int', unit: 'events', meaning: 'Events in the stream, lifecycle events included.' },
      {
        name: 'moves',
        type: 'int',
        unit: 'moves',
        meaning:
          'Moves submitted by seats (events carrying `command`); 0 for a game still running, whose moves are not exported.',
      },
      {
        name: 'rounds',
        type: 'int',
        unit: 'rounds',
        nullable: true,
        meaning:
          'The highest `round` any event names (risk-empires RoundOrdered, warlords TurnBegan, medieval RoundBegan); empty where none does.',
      },
      {
        name: 'end_reason',
        type: 'string',
        nullable: true,
        meaning: "Why it ended, in the ruleset's words (GameFinished `outcome.reason`), or the abort reason.",
      },
      {
        name: 'winners',
        type: 'string',
        nullable: true,
        meaning: 'The seats ranked first, space-separated (`0`, or `0 2` for a tie); empty unless finished.',
      },
      {
        name: 'seed_hash',
        type: 'string',
        nullable: true,
        meaning: 'SHA-256 of the dice secret, published at creation.',
      },
      {
        name: 'seed_revealed',
        type: 'bool',
        meaning: 'The secret was revealed (SeedRevealed): every roll can be checked (`empires verify`).',
      },
    ],
  },
  {
    name: 'seats',
    row: 'seat of a game',
    description: 'Who sat where and how each seat placed: win rates by seat order, player or bot policy.',
    columns: [
      gameId,
      ruleset,
      { name: 'seat', type: 'int', unit: 'seat index', meaning: 'The seat, from 0 in seating order.' },
      {
        name: 'seats',
        type: 'int',
        unit: 'seats',
        meaning: 'Seats at the table (to compare seat orders within one table size).',
      },
      { name: 'holder', type: 'string', meaning: 'Who held it at the start: `player`, `bot`, `reserved` or `open`.' },
      {
        name: 'player_id',
        type: 'string',
        nullable: true,
        meaning: 'The player holding it; empty for a bot or an empty seat.',
      },
      {
        name: 'bot_policy',
        type: 'string',
        nullable: true,
        meaning: 'The built-in bot policy playing it (`random`, `heuristic`, `mcts?ms=200`); empty for a player.',
      },
      {
        name: 'rank',
        type: 'int',
        unit: 'place',
        nullable: true,
        meaning: 'Its place, 1 = first, tied seats sharing one; empty unless finished.',
      },
      {
        name: 'score',
        type: 'double',
        unit: 'points',
        nullable: true,
        meaning: 'Its score where the ruleset keeps one.',
      },
      { name: 'won', type: 'bool', meaning: 'The game finished with this seat ranked first (alone or tied).' },
      { name: 'forfeited', type: 'bool', meaning: 'It lost by running out of time (outcome `forfeited`).' },
      { name: 'stand_in', type: 'bool', meaning: 'A stand-in bot played it to the end (outcome `standIns`).' },
      { name: 'moves', type: 'int', unit: 'moves', meaning: 'Moves this seat submitted.' },
    ],
  },
  {
    name: 'moves',
    row: 'move',
    description: 'Every move as submitted, with the events it caused: turns and tempo without a fold.',
    columns: [
      gameId,
      ruleset,
      { name: 'move', type: 'int', unit: 'move number', meaning: 'The move in the game, from 1.' },
      { ...seq, meaning: 'Its first event (the one carrying `command`).' },
      { name: 'seat', type: 'int', unit: 'seat index', nullable: true, meaning: 'The seat it was made for.' },
      { name: 'actor', type: 'string', meaning: 'Who made it: `player`, `bot` or `system`.' },
      { name: 'bot_policy', type: 'string', nullable: true, meaning: 'The bot policy, when a bot made it.' },
      {
        name: 'action',
        type: 'string',
        meaning: 'The action type (`Attack`, `EndTurn`, ...: see the ruleset’s commands.schema.json).',
      },
      { name: 'events', type: 'int', unit: 'events', meaning: 'Events the move caused.' },
      { name: 'occurred_at', type: 'timestamp', unit: 'UTC', meaning: 'When it was recorded.' },
    ],
  },
  {
    name: 'battles',
    row: 'roll of a battle',
    description:
      'Battles and their dice: risk-empires BattleRolled (one per roll of an engagement) and warlords BattleFought. medieval records no battle dice.',
    columns: [
      gameId,
      ruleset,
      seq,
      {
        name: 'attacker_seat',
        type: 'int',
        unit: 'seat index',
        nullable: true,
        meaning: 'The seat whose move caused the battle.',
      },
      {
        name: 'target',
        type: 'int',
        unit: 'area index',
        meaning:
          'The territory (risk-empires) or space (warlords) attacked: the `index` of the areas in the descriptor.',
      },
      { name: 'attack_dice', type: 'int', unit: 'dice', meaning: 'Dice the attacker rolled.' },
      { name: 'defend_dice', type: 'int', unit: 'dice', meaning: 'Dice the defender rolled.' },
      {
        name: 'attack_rolls',
        type: 'string',
        meaning: 'The attacking dice, space-separated, highest first (risk-empires) or the d20 (warlords).',
      },
      { name: 'defend_rolls', type: 'string', meaning: 'The defending dice, the same way.' },
      {
        name: 'attack_bonus',
        type: 'int',
        unit: 'points',
        nullable: true,
        meaning: 'warlords: the attackers’ bonus added to the d20.',
      },
      { name: 'defend_bonus', type: 'int', unit: 'points', nullable: true, meaning: 'warlords: the defenders’ bonus.' },
      {
        name: 'attacker_lost',
        type: 'int',
        unit: 'armies',
        nullable: true,
        meaning: 'risk-empires: armies the attacker lost in this roll.',
      },
      {
        name: 'defender_lost',
        type: 'int',
        unit: 'armies',
        nullable: true,
        meaning: 'risk-empires: armies the defender lost in this roll.',
      },
      {
        name: 'attacker_won',
        type: 'bool',
        nullable: true,
        meaning: 'warlords: the attackers won; risk-empires: the defender lost more armies than the attacker.',
      },
    ],
  },
  {
    name: 'dice',
    row: 'die rolled',
    description:
      "Every die in every event, found through the rulesets' event schemas (each field typed Die or D20), and medieval's tie-break dice: fairness checks and luck.",
    columns: [
      gameId,
      ruleset,
      seq,
      {
        name: 'event_type',
        type: 'string',
        meaning: 'The event the die is in (BattleRolled, DiceRolled, InitiativeRolled, ...).',
      },
      {
        name: 'field',
        type: 'string',
        meaning: 'Where in the payload, as a path: `attack`, `rolls[].dice`, `mortality`.',
      },
      { name: 'position', type: 'int', unit: 'index', meaning: 'Its order among the dice of that event, from 0.' },
      {
        name: 'seat',
        type: 'int',
        unit: 'seat index',
        nullable: true,
        meaning:
          'The seat the die was rolled for, where the payload names one (its own `seat`, the roll’s `seat`); else empty.',
      },
      {
        name: 'sides',
        type: 'int',
        unit: 'faces',
        meaning: '6 for a d6, 20 for a d20; medieval tie-break dice have one face per tied candidate.',
      },
      { name: 'value', type: 'int', unit: 'pips', meaning: 'The face rolled, 1 to `sides`.' },
    ],
  },
];

export type TableName = 'games' | 'seats' | 'moves' | 'battles' | 'dice';
export type Row = Record<string, string | number | boolean | null>;
export type Tables = Record<TableName, Row[]>;
