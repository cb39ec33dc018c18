import { GroupCommit } from './group-commit';

describe('a group commit', () => {
  it('runs the first ask alone, then everything asked meanwhile together, in order', async () => {
    const runs: number[][] = [];
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (release = resolve));
    const group = new GroupCommit<number>(async (items) => {
      runs.push([...items]);
      if (runs.length === 1) await first;
    });
    const asked = [group.add(1), group.add(2), group.add(3)];
    release();
    await Promise.all(asked);
    expect(runs).toEqual([[1], [2, 3]]);
  });

  it('tells every asker of a failed run its error, and goes on with the next', async () => {
    let fail = true;
    const group = new GroupCommit<string>(async () => {
      if (fail) throw new Error('disk full');
    });
    const failed = [group.add('a'), group.add('b')];
    await expect(failed[0]).rejects.toThrow('disk full');
    await expect(failed[1]).rejects.toThrow('disk full');
    fail = false;
    await expect(group.add('c')).resolves.toBeUndefined();
  });

  it('holds the first run back as `defer` says, so that asks a few turns apart share it', async () => {
    const runs: string[][] = [];
    const group = new GroupCommit<string>(
      async (items) => void runs.push([...items]),
      (run) => setImmediate(run),
    );
    const a = group.add('a');
    await Promise.resolve();
    const b = group.add('b');
    await Promise.all([a, b]);
    expect(runs).toEqual([['a', 'b']]);
  });
});
