import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_VERSION } from './version';

it("the server version is the package's", () => {
  const pkg = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as { version: string };
  expect(SERVER_VERSION).toBe(pkg.version);
});
