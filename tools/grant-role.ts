// `npm run grant-role -- <account name> <admin|moderator> [--revoke]`: the first admin, on the database.
import { grantRole } from '@empires/matchmaking';

grantRole(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
