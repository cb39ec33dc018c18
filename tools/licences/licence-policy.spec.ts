import { checkLicences, judgeExpression, verdictOf, type ShippedPackage } from './licence-policy';

const pkg = (name: string, licence: string | undefined, version = '1.0.0'): ShippedPackage => ({
  name,
  version,
  licence,
  path: `node_modules/${name}`,
});

describe('which licences may ship', () => {
  it.each(['MIT', 'ISC', 'Apache-2.0', 'BSD-3-Clause', '0BSD', 'BlueOak-1.0.0', 'mit'])('lets %s ship', (licence) => {
    expect(verdictOf(pkg('fine', licence), [])).toEqual({ ok: true, licence });
  });

  it.each([
    'GPL-3.0-or-later',
    'GPL-2.0+',
    'AGPL-3.0-only',
    'LGPL-2.1',
    'SSPL-1.0',
    'EUPL-1.2',
    'OSL-3.0',
    'CPAL-1.0',
    'MPL-2.0',
  ])('stops %s as copyleft', (licence) => {
    expect(verdictOf(pkg('shared', licence), [])).toEqual({ ok: false, licence, problem: 'copyleft' });
  });

  it('stops a package that declares no licence, or one it cannot read', () => {
    expect(verdictOf(pkg('silent', undefined), [])).toMatchObject({ ok: false, problem: 'missing' });
    expect(verdictOf(pkg('odd', 'SEE LICENSE IN LICENSE.txt'), [])).toMatchObject({ ok: false, problem: 'unknown' });
    expect(verdictOf(pkg('private', 'UNLICENSED'), [])).toMatchObject({ ok: false, problem: 'unknown' });
  });

  it('lets a choice ship when one side is permissive, and a combination only when every part is', () => {
    expect(judgeExpression('(MIT OR GPL-3.0-only)')).toBe('permissive');
    expect(judgeExpression('MIT AND BSD-3-Clause')).toBe('permissive');
    expect(judgeExpression('(MIT AND GPL-2.0-only)')).toBe('copyleft');
    expect(judgeExpression('Apache-2.0 WITH LLVM-exception')).toBe('permissive');
    expect(judgeExpression('(MIT OR')).toBe('unknown');
  });

  it('lets a listed exception ship at the version it was checked at, and only that one', () => {
    const allowed = [
      { name: 'mozilla-thing', version: '2.1.0', reason: 'shipped unchanged; MPL asks only for changed files' },
    ];
    expect(verdictOf(pkg('mozilla-thing', 'MPL-2.0', '2.1.0'), allowed)).toMatchObject({
      ok: true,
      allowed: allowed[0].reason,
    });
    expect(verdictOf(pkg('mozilla-thing', 'MPL-2.0', '2.2.0'), allowed)).toMatchObject({
      ok: false,
      problem: 'copyleft',
    });
  });

  it('fails the tree that shipped tournament-pairings, naming it, and passes it without', () => {
    const tree = [pkg('kafkajs', 'MIT'), pkg('tournament-pairings', 'GPL-3.0-or-later', '2.0.1'), pkg('zod', 'MIT')];
    const refused = checkLicences(tree, []).filter((r) => !r.verdict.ok);
    expect(refused.map((r) => `${r.pkg.name}@${r.pkg.version}`)).toEqual(['tournament-pairings@2.0.1']);
    expect(
      checkLicences(
        tree.filter((p) => p.name !== 'tournament-pairings'),
        [],
      ).every((r) => r.verdict.ok),
    ).toBe(true);
  });
});
