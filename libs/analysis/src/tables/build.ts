import type { RulesetRegistry } from '@empires/rules-kernel';
import { gameFacts, moveSeat, type GameFacts } from '../facts';
import type { ExportedGame } from '../records';
import { DiceReader } from './dice';
import type { Row, Tables } from './definitions';

const seconds = (from: string | null, to: string | null) =>
  from && to ? (Date.parse(to) - Date.parse(from)) / 1000 : null;

function gameRow(game: ExportedGame, f: GameFacts): Row {
  const aborted = game.events.find((e) => e.type === 'GameAborted')?.payload as { reason?: string } | undefined;
  const winners = f.outcome ? f.outcome.ranks.flatMap((rank, seat) => (rank === 1 ? [seat] : [])).join(' ') : null;
  return {
    game_id: f.id,
    ruleset: f.rulesetId,
    ruleset_version: f.rulesetVersion,
    status: f.status,
    seats: f.seats.length,
    created_at: f.createdAt,
    started_at: f.startedAt,
    ended_at: f.endedAt,
    duration_s: seconds(f.startedAt, f.endedAt),
    events: game.events.length,
    moves: f.moves.length,
    rounds: f.rounds,
    end_reason: f.outcome?.reason ?? aborted?.reason ?? null,
    winners,
    seed_hash: f.seedHash,
    seed_revealed: f.seedRevealed,
  };
}

function seatRows(f: GameFacts): Row[] {
  return f.seats.map((holder, seat) => {
    const rank = f.outcome?.ranks[seat] ?? null;
    return {
      game_id: f.id,
      ruleset: f.rulesetId,
      seat,
      seats: f.seats.length,
      holder: holder.kind,
      player_id: holder.playerId ?? null,
      bot_policy: holder.policy ?? null,
      rank,
      score: f.outcome?.scores?.[seat] ?? null,
      won: rank === 1,
      forfeited: f.outcome?.forfeited?.includes(seat) ?? false,
      stand_in: f.outcome?.standIns?.includes(seat) ?? false,
      moves: f.moves.filter((m) => moveSeat(m) === seat).length,
    };
  });
}

function moveRows(game: ExportedGame, f: GameFacts): Row[] {
  // A move's events share its causation id and follow one another.
  const eventsOf = new Map<string, number>();
  for (const e of game.events) eventsOf.set(e.causationId, (eventsOf.get(e.causationId) ?? 0) + 1);
  return f.moves.map((m, i) => {
    const actor = m.actor as { kind?: string; policy?: string } | undefined;
    return {
      game_id: f.id,
      ruleset: f.rulesetId,
      move: i + 1,
      seq: m.seq,
      seat: moveSeat(m),
      actor: actor?.kind ?? 'system',
      bot_policy: actor?.policy ?? null,
      action: (m.command as { action?: { type?: string } }).action?.type ?? '',
      events: eventsOf.get(m.causationId) ?? 1,
      occurred_at: m.occurredAt,
    };
  });
}

const rolls = (dice: readonly number[]) => dice.join(' ');

function battleRows(game: ExportedGame, f: GameFacts): Row[] {
  const seatOfMove = new Map(f.moves.map((m) => [m.causationId, moveSeat(m)]));
  const rows: Row[] = [];
  for (const e of game.events) {
    const common = {
      game_id: f.id,
      ruleset: f.rulesetId,
      seq: e.seq,
      attacker_seat: seatOfMove.get(e.causationId) ?? null,
    };
    if (e.type === 'BattleRolled') {
      const b = e.payload as {
        to: number;
        attack: number[];
        defend: number[];
        attackerLost: number;
        defenderLost: number;
      };
      rows.push({
        ...common,
        target: b.to,
        attack_dice: b.attack.length,
        defend_dice: b.defend.length,
        attack_rolls: rolls(b.attack),
        defend_rolls: rolls(b.defend),
        attack_bonus: null,
        defend_bonus: null,
        attacker_lost: b.attackerLost,
        defender_lost: b.defenderLost,
        attacker_won: b.defenderLost > b.attackerLost,
      });
    } else if (e.type === 'BattleFought') {
      const b = e.payload as {
        target: number;
        attackRoll: number;
        defendRoll: number;
        attackBonus: number;
        defendBonus: number;
        attackerWon: boolean;
      };
      rows.push({
        ...common,
        target: b.target,
        attack_dice: 1,
        defend_dice: 1,
        attack_rolls: `${b.attackRoll}`,
        defend_rolls: `${b.defendRoll}`,
        attack_bonus: b.attackBonus,
        defend_bonus: b.defendBonus,
        attacker_lost: null,
        defender_lost: null,
        attacker_won: b.attackerWon,
      });
    }
  }
  return rows;
}

function diceRows(game: ExportedGame, f: GameFacts, reader: DiceReader): Row[] {
  return game.events.flatMap((e) =>
    reader.dice(game.ruleset, e.type, e.payload).map((d, position) => ({
      game_id: f.id,
      ruleset: f.rulesetId,
      seq: e.seq,
      event_type: e.type,
      field: d.field,
      position,
      seat: d.seat,
      sides: d.sides,
      value: d.value,
    })),
  );
}

/** The analysis tables of `docs/data/`, built from an export's games in one pass. */
export function buildTables(games: Iterable<ExportedGame>, registry: RulesetRegistry): Tables {
  const reader = new DiceReader(registry);
  const tables: Tables = { games: [], seats: [], moves: [], battles: [], dice: [] };
  for (const game of games) {
    const f = gameFacts(game);
    tables.games.push(gameRow(game, f));
    tables.seats.push(...seatRows(f));
    tables.moves.push(...moveRows(game, f));
    tables.battles.push(...battleRows(game, f));
    tables.dice.push(...diceRows(game, f, reader));
  }
  return tables;
}
