import {
  BOT_LEVELS,
  TOURNAMENT_FORMATS,
  type AdvanceMode,
  type EntrantView,
  type GameSummary,
  type PairingView,
  type RoundView,
  type SeatHolder,
  type TableView,
  type TournamentRequestBody,
  type TournamentStatus,
} from '@empires/contracts';

/**
 * Every word of a union, listed once: a word the services use but the list lacks, or a word they do
 * not use, fails to compile, so an enum of the SDL cannot drift from the contracts behind it.
 */
const allOf =
  <Word extends string>() =>
  <const List extends readonly Word[]>(list: List & ([Word] extends [List[number]] ? unknown : never)) =>
    list;

type ResultsFormat = Extract<TournamentRequestBody, { type: 'ExportTournamentResults' }>['payload']['format'];

/**
 * The enums of the SDL whose cases stand for the words the services use (`FINISHED` is
 * 'finished'), so nothing behind the door changes. The others (`ErrorCode`, `TokenScope`, `Role`,
 * `ModerationVerb`) are named by the words themselves. The gateway serves these as enum resolvers
 * and `npm run codegen` types them by the same words: this module imports only the contracts, as
 * code generation runs before anything else is built.
 */
export const ENUM_WORDS = {
  AdvanceMode: allOf<AdvanceMode>()(['auto', 'manual']),
  BotLevel: BOT_LEVELS,
  EntrantKind: allOf<EntrantView['kind']>()(['player', 'bot']),
  EntrantStatus: allOf<EntrantView['status']>()(['active', 'withdrawn']),
  GameStatus: allOf<GameSummary['status']>()(['open', 'playing', 'finished', 'aborted']),
  // What a new game's seat may be: the holders' kinds, with `me` (the player creating it) for `player`.
  NewSeatKind: ['open', 'me', 'reserved', 'bot'],
  PairingKind: allOf<PairingView['kind']>()(['game', 'bye', 'walkover']),
  PlayStatus: allOf<PairingView['status']>()(['playing', 'finished']),
  ResultsFormat: allOf<ResultsFormat>()(['csv', 'trf']),
  RoundStatus: allOf<RoundView['status']>()(['playing', 'closed']),
  SeatKind: allOf<SeatHolder['kind']>()(['open', 'reserved', 'player', 'bot']),
  TableStatus: allOf<TableView['status']>()(['open', 'started']),
  TournamentFormat: TOURNAMENT_FORMATS,
  TournamentStatus: allOf<TournamentStatus>()(['draft', 'registration', 'running', 'finished', 'cancelled']),
} as const;
