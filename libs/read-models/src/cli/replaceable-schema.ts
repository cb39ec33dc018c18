import type { Queryable } from '@empires/database';

/**
 * Why a rebuild may not drop `schema` to fill it again, or null when it may: the schema is
 * missing, empty, or holds history's read models. `--into` named by mistake (the engine's schema,
 * matchmaking's) was dropped whole, its event store or accounts with it.
 */
export async function refusalToReplace(db: Queryable, schema: string): Promise<string | null> {
  const [found] = await db.query<{ relations: number; readModels: boolean }>(
    `SELECT count(*)::int AS relations, coalesce(bool_or(c.relname = 'game_states'), false) AS "readModels"
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
    [schema],
  );
  if (found.relations === 0 || found.readModels) return null;
  return `schema ${schema} holds tables that are not history's read models: it is not dropped (--into names a schema for the rebuild alone)`;
}
