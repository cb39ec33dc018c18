import { Dice } from '@empires/rules-kernel';
import { medieval, medievalVersions } from './ruleset';
import { defaultOptions, resolveOptions } from './options';
import { hasStatureMark } from './rules/year-tables';
import { E, fixedDice, inTurn, opening, withEmpire } from './testing/fixtures';
import { newCtx } from './ctx';
import { allianceRoll } from './rules/alliance';
import { HANDICAPS, HANDICAPS_1_0, HANDICAPS_1_2, handicapOf } from './rules/handicaps';

describe('M31 settings as options', () => {
  it('has the design defaults', () => {
    expect(defaultOptions).toMatchObject({
      rebellionModel: 'twoStep',
      crownIncome: 3,
      fortLossOnConquest: 1,
      seaReach: 1,
      raiders: true,
      magnates: true,
      magnateOnRebellion: 5,
      magnateLimit: 6,
      magnateConquestLimit: 4,
      naturalRecovery: true,
      claimBonusVP: 3,
      handicaps: true,
      dropEmpire: '',
      allianceTieRule: 'presentStatusWins',
      statureCheckMarks: [7, 14, 21, 28, 35, 42, 49, 56],
    });
  });
  it('refuses settings outside their range', () => {
    expect(
      medieval.setup({ seats: 1, options: { rebellionModel: 'threeStep' as never } }, Dice.fromSeed(1)),
    ).toMatchObject({ code: 'BAD_OPTIONS' });
    expect(medieval.setup({ seats: 1, options: { statureCheckMarks: [57] } }, Dice.fromSeed(1))).toMatchObject({
      code: 'BAD_OPTIONS',
    });
    expect(medieval.setup({ seats: 7, options: {} }, Dice.fromSeed(1))).toMatchObject({ code: 'BAD_OPTIONS' });
  });
  it('statureCheckMarks chooses the marked Year Cards', () => {
    expect([hasStatureMark(7), hasStatureMark(8, [8])]).toEqual([true, true]);
  });
  it('M26.5 set-up writes the handicaps of this version into the game, so its replays keep them', () => {
    expect(resolveOptions({}, 2)).toMatchObject({ handicaps: HANDICAPS });
    expect(resolveOptions({ handicaps: false }, 2)).toMatchObject({ handicaps: false });
    // A game recorded `true` before the calibration: it is scored with the design's table.
    expect(handicapOf(true, E.poland)).toBe(34);
    expect(handicapOf(HANDICAPS, E.poland)).toBe(HANDICAPS[E.poland]);
  });
  it('M26.5 each version writes its own table: 1.2.0 the one from the seats’ play, 1.0.0 and 1.1.0 the procedure’s', () => {
    const written = medievalVersions.map((version) => {
      const events = version.setup({ seats: 2, options: {} }, Dice.fromSeed(1));
      if (!Array.isArray(events)) throw new Error('set-up refused');
      return [version.version, (events[0] as { options: { handicaps: unknown } }).options.handicaps];
    });
    expect(written).toEqual([
      ['1.0.0', HANDICAPS_1_0],
      ['1.1.0', HANDICAPS_1_0],
      ['1.2.0', HANDICAPS_1_2],
    ]);
    expect(HANDICAPS_1_2).not.toEqual(HANDICAPS_1_0);
    expect(medieval.version).toBe('1.2.0');
  });
  it('handicaps may be given per empire', () => {
    expect(resolveOptions({ handicaps: [1, 2, 3, 4, 5, 6, 7] }, 2)).toMatchObject({ handicaps: [1, 2, 3, 4, 5, 6, 7] });
  });
  it('allianceTieRule reroll: tied totals are rolled again even when the present status is among them', () => {
    const s0 = inTurn(opening(1), E.german);
    const ties = s0.empires[E.poland].allianceTies.slice();
    ties[E.german] = 4;
    const s = withEmpire({ ...s0, options: { ...s0.options, allianceTieRule: 'reroll' } }, E.poland, {
      status: 'allied',
      seat: 0,
      allianceTies: ties,
    });
    // Germany 2+2+3 = 7 and Poland 1+2+4 = 7 tie; the reroll gives Germany 1+1+3, Poland 6+6+4.
    const ctx = newCtx(s, fixedDice([2, 2, 1, 2, 1, 1, 6, 6]));
    allianceRoll(ctx, E.poland);
    expect(ctx.state.empires[E.poland].status).toBe('independent');
  });
});
