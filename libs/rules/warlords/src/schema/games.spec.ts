import { viewersOf } from '@empires/rules-kernel';
import { schemaSuite } from '@empires/rules-kernel/testing';
import { warlords as W, warlordsVersions } from '../ruleset';
import type { WarlordsState } from '../state';
import { playedGame } from '../testing/played-game';
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

describe('the warlords schemas hold for everything the rules write, offer and show', () => {
  schemaSuite({
    ruleset: W,
    schemas: {
      commands: warlordsCommandSchema,
      legalActions: warlordsLegalActionSchema,
      events: warlordsEventSchema,
      view: warlordsViewSchema,
    },
    games,
    rare,
    seatsOf: (s) => s.seats.length,
    atLeast: { events: 10_000, redacted: 500 },
    // Every third state of the games: neighbours offer much the same moves.
    offeredIn: (played) => [...played.filter((_, i) => i % 3 === 0), ...rare].map((p) => p.before),
    moreViews: () => rare.map((m) => m.after).flatMap((s) => viewersOf(s.seats.length).map((v) => W.view(s, v))),
    refusesNothingPlayable: true,
    mutatedViews: (played) => {
      const states = played.map((p) => p.before);
      // A failed parse of a whole view costs milliseconds: two whole views (a spectator's mid-game,
      // where hidden cards are null, and a seat's at the end), and each nested part on its own.
      const seen = (find: (s: WarlordsState) => unknown) => {
        const state = states.find((s) => find(s));
        if (!state) throw new Error(`no state with ${find}`);
        return W.view(state, 'spectator');
      };
      return [
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
    },
  });
});
