// `npm run db:backup -- <file> [--schema <name>...]` and `npm run db:restore -- <file>`: a consistent
// archive of the services' schemas, and its restore into an empty database (docs/operations.md).
import { Command } from 'commander';
import { backupDatabase, databaseUrl, restoreDatabase } from '@empires/database';

const program = new Command('database-backup').option('--database-url <url>', 'administrative URL', databaseUrl());

program
  .command('backup <file>')
  .description("write one consistent archive of the database's schemas")
  .option('--schema <name...>', 'only these schemas')
  .action(async (file: string, o: { schema?: string[] }) => {
    await backupDatabase({ url: program.opts().databaseUrl, file, schemas: o.schema });
    console.log(`backed up ${o.schema?.join(', ') ?? 'every schema'} to ${file}`);
  });

program
  .command('restore <file>')
  .description('restore an archive into a database that does not hold its schemas yet')
  .action(async (file: string) => {
    const { schemas, roles } = await restoreDatabase({ url: program.opts().databaseUrl, file });
    console.log(`restored ${schemas.join(', ')} (roles ${roles.join(', ')})`);
  });

program.parseAsync().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
