import { productionClosure, type Lockfile } from './production-closure';

const lock: Lockfile = {
  packages: {
    '': {
      name: 'app',
      dependencies: { server: '1.0.0' },
      // devDependencies never ship: a GPL test tool is no concern of the check.
      devDependencies: { 'test-tool': '1.0.0', parser: '1.0.0' },
    },
    'node_modules/server': { version: '1.0.0', license: 'MIT', dependencies: { parser: '^2.0.0', util: '1' } },
    'node_modules/util': { version: '1.0.0', license: 'ISC' },
    // The server's own copy of parser, nested; the top-level parser 1.0.0 belongs to the test tool.
    'node_modules/server/node_modules/parser': {
      version: '2.0.0',
      license: 'GPL-3.0-only',
      optionalDependencies: { 'native-speedup': '1' },
    },
    'node_modules/parser': { version: '1.0.0', license: 'MIT' },
    'node_modules/test-tool': { version: '1.0.0', license: 'GPL-3.0-only' },
  },
};

describe('the production dependency closure', () => {
  it('follows dependencies from the root as Node resolves them, not the devDependencies', () => {
    const closure = productionClosure(lock, () => undefined);
    expect(closure.map((p) => `${p.name}@${p.version} ${p.licence}`)).toEqual([
      'server@1.0.0 MIT',
      'parser@2.0.0 GPL-3.0-only',
      'util@1.0.0 ISC',
    ]);
  });

  it('reads the installed package.json when the lockfile records no licence', () => {
    const bare: Lockfile = {
      packages: { '': { dependencies: { old: '1' } }, 'node_modules/old': { version: '1.6.0' } },
    };
    expect(productionClosure(bare, (path) => (path === 'node_modules/old' ? 'MIT' : undefined))[0].licence).toBe('MIT');
  });

  it('refuses a lockfile that lacks a dependency the tree needs', () => {
    const broken: Lockfile = { packages: { '': { dependencies: { gone: '1' } } } };
    expect(() => productionClosure(broken, () => undefined)).toThrow(/needs gone/);
  });
});
