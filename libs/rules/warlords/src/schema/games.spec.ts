import {
  acceptedChanges,
  declaredTypes,
  firstOfEachType,
  Dice,
  moveSchemaFailures,
  offeredActions,
  playableRefusals,
  redactedCopies,
  redactedGameCopies,
  samplesOfEachType,
  schemaFailures,
  typesMet,
  viewersOf,
  viewsThroughGame,
} from '@empires/rules-kernel';
import type { WarlordsCommand } from '../commands';
import type { WarlordsEvent } from '../events';
import { warlords as W, warlordsVersions } from '../ruleset';
import type { WarlordsState } from '../state';
import { playedGame, type Played } from '../testing/played-game';
import { rareMoves } from '../testing/rare-moves';
import { warlordsCommandSchema, warlordsLegalActionSchema } from './commands';
import { warlordsEventSchema } from './events';
import { warlordsViewSchema } from './view';
import { DraftSchema, FightSchema, PendingSchema, ProposalSchema, TurnSchema } from './view-parts';

/**
 * 40 random games of 2 to 6 seats (both boards, sides and placement by hand or by the dice, the
 * deal or a draft with bans and force turns, 1.1.0 and 1.0.0) and the moves such games almost
 * never reach (casualties to allocate, a declined recruit, a surrendered general attacked, a
 * voided battle): everything the rules write, offer or show must be what the schemas declare.
 */
const games = Array.from({ length: 40 }, (_, g) => {
  const seats = 2 + (g % 5);
  const draft = g % 4 === 1;
  return playedGame(
    seats,
    100 + g,
    {
      board: seats === 2 && g % 2 ? 'duel' : 'six-empires',
      sides: g % 4 ? 'auto' : 'choose',
      placement: draft || g % 3 === 0 ? 'manual' : 'auto',
      roundLimit: 6 + (g % 4) * 6,
      ...(draft ? { generals: 'draft' as const, draftBans: g % 3, draftForces: (g >> 2) % 3 } : {}),
    },
    g % 7 === 3 ? warlordsVersions[0] : W,
  );
});
const rare = rareMoves();
const played: Played[] = [...games.flatMap((game) => game.steps), ...rare];
const events: WarlordsEvent[] = [...games.flatMap((game) => game.opening), ...played.flatMap((p) => p.events)];

describe('the warlords schemas hold for everything the rules write, offer and show', () => {
  it('every event, as written and as redacted for every seat and a spectator, is one the events schema declares', () => {
    const redacted = [
      ...games.flatMap((game) => redactedGameCopies(W, game)),
      ...rare.flatMap((m) => m.events.flatMap((e) => redactedCopies(W, e, m.before.seats.length))),
    ];
    expect(events.length).toBeGreaterThan(10_000);
    expect(redacted.length).toBeGreaterThan(500);
    expect(schemaFailures(warlordsEventSchema, [...events, ...redacted])).toEqual([]);
  });

  it('meets every event and every command the schemas declare at least once', () => {
    expect(typesMet(events)).toEqual(declaredTypes(warlordsEventSchema));
    expect(typesMet(played.map((p) => p.command))).toEqual(declaredTypes(warlordsCommandSchema));
  });

  it('every command played and every legal action offered fit, and so does each action with its ranges sampled', () => {
    const dice = Dice.fromSeed(5);
    // Every third state of the games: neighbours offer much the same moves.
    const met = [...played.filter((_, i) => i % 3 === 0), ...rare];
    const offered = offeredActions<WarlordsState, WarlordsCommand>(
      W,
      met.map((p) => p.before),
    );
    expect(offered.length).toBeGreaterThan(5_000);
    const schemas = { commands: warlordsCommandSchema, legalActions: warlordsLegalActionSchema };
    const commands = played.map((p) => p.command);
    expect(moveSchemaFailures(schemas, commands, offered, dice)).toEqual({ played: [], offered: [], sampled: [] });
  });

  it('refuses no command the rules would play: each changed copy of a move it refuses, the rules refuse too (but an unknown key, which they ignore)', () => {
    const dice = Dice.fromSeed(9);
    const moves = firstOfEachType(played.map((p) => ({ ...p, type: p.command.type })));
    const playable = playableRefusals(W, warlordsCommandSchema, moves, dice);
    expect(moves).toHaveLength(warlordsCommandSchema.options.length);
    expect(playable).toEqual([]);
  });

  it('every view, for every seat and a spectator, at points through each game, is one the view schema declares', () => {
    const views = games.flatMap((game) => viewsThroughGame(W, game, game.seats));
    const decisions = rare.map((m) => m.after).flatMap((s) => viewersOf(s.seats.length).map((v) => W.view(s, v)));
    expect(schemaFailures(warlordsViewSchema, [...views, ...decisions])).toEqual([]);
  });

  it('refuses a copy of any of them with one field of the wrong type, out of range, left out, or an unknown key added', () => {
    const states = played.map((p) => p.before);
    // A failed parse of a whole view costs milliseconds: two whole views (a spectator's mid-game,
    // where hidden cards are null, and a seat's at the end), and each nested part on its own.
    const seen = (find: (s: WarlordsState) => unknown) => {
      const state = states.find((s) => find(s));
      if (!state) throw new Error(`no state with ${find}`);
      return W.view(state, 'spectator');
    };
    const parts = [
      [DraftSchema, seen((s) => s.phase === 'draft').draft],
      [TurnSchema, seen((s) => s.turn?.step === 'move' && s.turn.battles.length > 0).turn],
      [FightSchema, seen((s) => s.turn?.fight?.stage === 'casualties').turn?.fight],
      [PendingSchema, seen((s) => s.pending?.kind === 'leaveTown').pending],
      [PendingSchema, seen((s) => s.pending?.kind === 'retreat').pending],
      [PendingSchema, seen((s) => s.pending?.kind === 'recruit').pending],
      [ProposalSchema, seen((s) => s.proposal).proposal],
      [warlordsViewSchema, W.view(games[1].steps[games[1].steps.length >> 1].after, 'spectator')],
      [warlordsViewSchema, W.view(games[0].final, 0)],
    ] as const;
    const samples = [
      ...samplesOfEachType(
        W,
        { commands: warlordsCommandSchema, events: warlordsEventSchema },
        played.map((p) => p.command),
        events,
      ),
      ...parts,
    ];
    const lax = acceptedChanges(samples);
    expect(lax).toEqual([]);
  });
});
