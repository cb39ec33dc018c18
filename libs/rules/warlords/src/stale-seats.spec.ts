import { staleSeatFailures } from '@empires/rules-kernel/testing';
import { warlords } from './ruleset';
import { staleSeats } from './stale-seats';
import { CARRION, six } from './testing/places';
import { CARDS, opening, opening3 } from './testing/scenario';
import { playedGame } from './testing/played-game';

describe('who a warlords event makes stale (S004 Start 2-3 and a proposed end: seats act at once)', () => {
  const s = opening();

  it('an assignment, a supply line, a general placed and an acceptance concern only their seat', () => {
    expect(staleSeats(s, { type: 'GeneralsAssigned', seat: 1, cards: CARDS[1] })).toEqual([1]);
    expect(staleSeats(s, { type: 'SupplyLinePlaced', seat: 0, space: 5 })).toEqual([0]);
    expect(staleSeats(s, { type: 'GeneralPlaced', seat: 1, piece: 5, space: 5 })).toEqual([1]);
    expect(staleSeats(s, { type: 'EndAccepted', seat: 0 })).toEqual([0]);
  });

  it('a town concerns its seat and the seats of the empires it touches (no town next to another)', () => {
    // Six empires around Carrion; seats in empires 1, 2 and 4: only 1 and 2 share a border.
    const three = opening3();
    const around = { ...three, seats: three.seats.map((seat, i) => ({ ...seat, empire: [1, 2, 4][i] })) };
    const own = six.hexes.map((_, space) => space).filter((space) => six.empireOf[space] === 1);
    const touching = (space: number) =>
      new Set(six.neighbours[space].filter((n) => n >= 0).map((n) => six.empireOf[n]));
    const inner = own.find((space) => [...touching(space)].every((empire) => empire === 1))!;
    const border = own.find((space) => touching(space).has(2))!;
    expect(staleSeats(around, { type: 'TownPlaced', seat: 0, empire: 1, space: inner })).toEqual([0]);
    expect(staleSeats(around, { type: 'TownPlaced', seat: 0, empire: 1, space: border })).toEqual([0, 1]);
  });

  it('a town of the dice, a refused end and any other event concern everyone', () => {
    expect(staleSeats(s, { type: 'TownPlaced', seat: -1, empire: CARRION, space: 5 })).toBe('everyone');
    expect(staleSeats(s, { type: 'EndRejected', seat: 1 })).toBe('everyone');
    expect(staleSeats(s, { type: 'CampaignBegan', order: [0, 1] })).toBe('everyone');
  });

  it('in random games of every set-up, no event takes a move from a seat it leaves current', () => {
    const games = [2, 3, 4, 6].map((seats) =>
      playedGame(seats, 300 + seats, {
        placement: 'manual',
        board: seats === 2 ? 'duel' : 'six-empires',
        roundLimit: 3,
      }),
    );
    const report = staleSeatFailures(warlords, games);
    expect(report.failures).toEqual([]);
    expect(report.checked).toBeGreaterThan(50);
  });
});
