import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServiceApp {
  readonly name: string;
  readonly defaultPort: number;
}

const appsDir = join(__dirname, '../../../apps');

/** Every app that starts as a service (`bootstrapService('<name>', module, <port>)` in its main.ts). */
export function serviceApps(): ServiceApp[] {
  return readdirSync(appsDir).flatMap((app) => {
    let main: string;
    try {
      main = readFileSync(join(appsDir, app, 'src/main.ts'), 'utf8');
    } catch {
      return [];
    }
    const started = /bootstrapService\(\s*'([\w-]+)',[^,]+,\s*(\d+)/.exec(main);
    return started ? [{ name: started[1], defaultPort: Number(started[2]) }] : [];
  });
}
