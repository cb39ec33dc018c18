import { decider, shapelessCommand, type DecisionCtx } from './decision-ctx';
import { Dice } from './dice';
import { violation } from './violation';

type Ctx = DecisionCtx<number, string>;
const add = (ctx: Ctx, e: string) => {
  ctx.events.push(e);
  ctx.state += 1;
};

const decide = decider<number, { type: string }, string>({
  refuse: (state, command) => (state < 0 ? violation('GAME_FINISHED', 'over') : shapelessCommand(command)),
  route: (ctx, command, seat) => {
    add(ctx, `${command.type} by ${seat}`);
    if (command.type === 'Bad') return violation('ILLEGAL_ACTION', 'no');
  },
  settle: (ctx) => add(ctx, `settled at ${ctx.state}`),
});

describe('decider', () => {
  it("answers the rule's events, then what settling after them emits", () => {
    expect(decide(0, { type: 'Go' }, 1, Dice.fromSeed(1))).toEqual(['Go by 1', 'settled at 1']);
  });

  it('refuses before any rule reads the command', () => {
    expect(decide(-1, { type: 'Go' }, 1, Dice.fromSeed(1))).toMatchObject({ code: 'GAME_FINISHED' });
  });

  it("answers a rule's refusal alone: what it emitted before refusing is dropped", () => {
    expect(decide(0, { type: 'Bad' }, 1, Dice.fromSeed(1))).toMatchObject({ code: 'ILLEGAL_ACTION' });
  });
});

describe('shapelessCommand', () => {
  it.each([null, 'Go', 7, {}, { type: 3 }])('refuses %p: a command is an object with a type', (command) => {
    expect(shapelessCommand(command)).toEqual({
      violation: true,
      code: 'MALFORMED_COMMAND',
      message: 'a command is an object with a type',
    });
  });

  it('lets an object with a type through', () => {
    expect(shapelessCommand({ type: 'Go' })).toBeUndefined();
  });
});
