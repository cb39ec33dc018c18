// `node tools/run.mjs libs/bots/src/medieval/diplomacy-figures.ts --seats heuristic,random --games 100 --seed 1
//   [--players 2] [--minutes M] [--baseline path/to/heuristic.ts]`: how often each policy's seats gain alliances and press claims in medieval, per
// game, beside its win rate with a 95% Wilson interval. The seats are dealt round as in `npm run arena`; the bots see
// the whole state (this counts diplomacy; `npm run arena` measures strength on redacted views). `--baseline` names the
// heuristic module of another checkout (`git archive <commit> | tar -x -C dir`), played as the seat spec `baseline`:
// a before/after match without keeping the old bot in the tree.
import { Dice, type AnyRuleset } from '@empires/rules-kernel';
import { medieval, playRandomGame, type MedievalCommand, type MedievalEvent } from '@empires/rules-medieval';
import { wilson } from '../arena/stats';
import type { Policy } from '../policy';
import { policyFor } from '../catalog';
import { botsFor } from '../shipped';

interface Count {
  seats: number;
  wins: number;
  /** Alliances that took effect for the seat (33.41 ties at the threshold, 33.44 rolls won, 33.61 asylum). */
  alliances: number;
  /** Alliance ties its Player Empire gained on non-player courts (33.41). */
  allianceTies: number;
  terminated: number;
  /** Claim parleys its empires called (18.0(3b)), and those that passed. */
  parleys: number;
  passed: number;
  /** Claims its empires gained, by any rule of 18.0, and given to another empire (M19.11). */
  claims: number;
  given: number;
  /** Its final score's alliance part: the ledger (33.5). */
  ledger: number;
}

const arg = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
};

function main(): void {
  const specs = arg('seats', 'heuristic,random').split(',');
  const games = Number(arg('games', '20'));
  const seed = Number(arg('seed', '1'));
  const players = Number(arg('players', '2'));
  const minutes = Number(arg('minutes', '0'));
  const started = performance.now();
  const counts = new Map<string, Count>(
    specs.map((s) => [
      s,
      {
        seats: 0,
        wins: 0,
        alliances: 0,
        allianceTies: 0,
        terminated: 0,
        parleys: 0,
        passed: 0,
        claims: 0,
        given: 0,
        ledger: 0,
      },
    ]),
  );
  const ruleset = medieval as unknown as AnyRuleset;
  const baseline = arg('baseline', '');
  const old = baseline
    ? (require(baseline.startsWith('/') ? baseline : `${process.cwd()}/${baseline}`) as { heuristicPolicy: Policy })
        .heuristicPolicy
    : undefined;
  for (let g = 0; g < games && !(minutes > 0 && performance.now() - started > minutes * 60_000); g++) {
    const gameSeed = seed + Math.floor(g / specs.length);
    const seats = Array.from({ length: players }, (_, i) => specs[(i + g) % specs.length]);
    const policies = seats.map((spec) => {
      const p = spec === 'baseline' ? old : policyFor(spec, botsFor('medieval'));
      if (!p) throw new Error(`no policy ${spec}`);
      const dice = Dice.fromSeed(gameSeed * 31 + seats.indexOf(spec));
      return (state: unknown, seat: number) =>
        p.choose({ ruleset, state, seat, dice, now: () => performance.now() }) as MedievalCommand;
    });
    const previousTies = new Map<string, number>();
    const of = (seat: number) => counts.get(seats[seat]) as Count;
    const seatOf = (s: { empires: readonly { seat: number }[] }, empire: number) => s.empires[empire]?.seat ?? -1;
    const game = playRandomGame({
      seats: players,
      seed: gameSeed,
      policies,
      maxCommands: 50_000,
      check: (s, e: MedievalEvent) => {
        const count = (seat: number, key: Exclude<keyof Count, 'seats' | 'wins' | 'ledger'>) => {
          if (seat >= 0) of(seat)[key]++;
        };
        if (e.type === 'AllianceFormed') count(e.seat, 'alliances');
        if (e.type === 'AllianceEnded' && e.reason === 'S001 33.49 terminated') count(e.seat, 'terminated');
        if (e.type === 'ClaimParleyCalled') count(seatOf(s, e.caller), 'parleys');
        if (e.type === 'ParleyDecided' && e.passed) count(seatOf(s, e.caller), 'passed');
        if (e.type === 'ClaimGained') count(seatOf(s, e.empire), 'claims');
        if (e.type === 'ClaimGiven') count(seatOf(s, e.from), 'given');
        if (e.type === 'AllianceTiesSet') {
          const seat = s.seats.findIndex((x) => x.empire === e.holder);
          if (seat >= 0 && e.count > (previousTies.get(`${e.empire}/${e.holder}`) ?? 0)) count(seat, 'allianceTies');
          previousTies.set(`${e.empire}/${e.holder}`, e.count);
        }
      },
    });
    const s = game.table.state;
    const ranks = medieval.outcome(s)?.ranks ?? [];
    seats.forEach((_, seat) => {
      of(seat).seats++;
      of(seat).ledger += s.seats[seat].ledger;
      if (ranks[seat] === 1 && ranks.filter((r) => r === 1).length === 1) of(seat).wins++;
    });
    const elapsed = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`game ${g + 1} seed ${gameSeed} [${seats.join(', ')}] ranks ${ranks.join(',')} ${elapsed}s`);
  }
  for (const [spec, c] of counts) {
    const per = (x: number) => (c.seats ? x / c.seats : 0).toFixed(2);
    const w = wilson(c.wins, c.seats);
    console.log(
      `${spec}: ${c.wins}/${c.seats} won (${((100 * c.wins) / Math.max(1, c.seats)).toFixed(1)} %, 95 % ${(100 * w.low).toFixed(1)}–${(100 * w.high).toFixed(1)} %); per seat and game: alliances ${per(c.alliances)}, alliance ties ${per(c.allianceTies)}, terminated ${per(c.terminated)}, claim parleys ${per(c.parleys)} (passed ${per(c.passed)}), claims gained ${per(c.claims)}, claims given ${per(c.given)}, ledger ${per(c.ledger)}`,
    );
  }
}

main();
