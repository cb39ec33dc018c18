import { GENERALS } from './generals/generals';
import { playRandomGame } from './play/random-game';
import { warlords } from './ruleset';
import type { WarlordsState } from './state';
import { P } from './testing/places';
import { opening, revealed } from './testing/scenario';

/** Ids of generals a viewer may not know: every card not turned face up (and, for a seat, not its own). */
function secrets(s: WarlordsState, viewer: number | 'spectator'): string[] {
  const known = new Set<number>();
  s.pieces.forEach(
    (p) => p.card >= 0 && (p.revealed || (viewer !== 'spectator' && p.knownBy.includes(viewer))) && known.add(p.card),
  );
  if (viewer !== 'spectator') s.seats[viewer]?.hand.forEach((c) => known.add(c));
  return GENERALS.filter((_, i) => !known.has(i)).map((g) => g.id);
}
const names = (text: string, ids: readonly string[]) => ids.filter((id) => text.includes(`"${id}"`));

describe('S004 hidden generals', () => {
  it('S004 hidden: an unrevealed general is seen only by his owner', () => {
    const s = opening();
    expect(warlords.view(s, 'spectator').pieces[P(0, 1)].general).toBeNull();
    expect(warlords.view(s, 1).pieces[P(0, 1)].general).toBeNull();
    expect(warlords.view(s, 0).pieces[P(0, 1)].general).toBe('leonidas');
  });

  it('S004 hidden: a revealed general is seen by everyone', () => {
    expect(warlords.view(revealed(opening(), P(0, 1)), 'spectator').pieces[P(0, 1)].general).toBe('leonidas');
  });

  it('S004 hidden: a hand of dealt cards is shown only to its seat', () => {
    expect(warlords.view(opening(), 0).seats[1].hand).toBeNull();
  });

  it('S004 hidden: in a whole random game no spectator view or redacted event names an unrevealed general', () => {
    const game = playRandomGame({
      seats: 4,
      seed: 42,
      options: { sides: 'choose', placement: 'manual', roundLimit: 6 },
    });
    let s = warlords.initialState;
    let checked = 0;
    for (const { event } of game.recorded) {
      s = warlords.evolve(s, event);
      for (const viewer of ['spectator', 0, 2] as const) {
        const seen = warlords.redact(event, viewer);
        const ids = secrets(s, viewer);
        expect(names(JSON.stringify(seen), ids)).toEqual([]);
        const vis = warlords.visibility(event);
        if (names(JSON.stringify(event), ids).length) expect(vis.public).toBe(false);
      }
      if (checked++ % 25 === 0) {
        expect(names(JSON.stringify(warlords.view(s, 'spectator')), secrets(s, 'spectator'))).toEqual([]);
        expect(names(JSON.stringify(warlords.view(s, 1)), secrets(s, 1))).toEqual([]);
      }
    }
    expect(s.phase).toBe('ended');
    expect(game.recorded.some((r) => r.event.type === 'GeneralRevealed')).toBe(true);
  });

  it("S004 hidden: a recruit's card is shown to the recruiter alone", () => {
    const e = { type: 'GeneralIdentityLearned' as const, seat: 2, piece: 3, general: 'caesar' };
    expect(warlords.redact(e, 1)).toBeNull();
    expect(warlords.redact(e, 'spectator')).toBeNull();
    expect(warlords.redact(e, 2)).toEqual(e);
  });
});
