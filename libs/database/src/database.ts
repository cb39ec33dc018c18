import { Pool, type PoolClient, type QueryResult } from 'pg';

/** A row as the driver gives it, when the caller does not name its shape. */
export type Row = Record<string, unknown>;

/** Whatever runs SQL: the pool, or one transaction's connection. It always answers rows. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** A statement string of several statements answers one result per statement: the last one's rows count. */
const rowsOf = <T>(result: QueryResult | QueryResult[]): T[] =>
  (Array.isArray(result) ? (result[result.length - 1]?.rows ?? []) : result.rows) as T[];

/** One transaction's connection: what `Database.transaction` hands its work. */
export class Transaction implements Queryable {
  /** The raw connection, for what needs one (COPY). */
  constructor(readonly client: PoolClient) {}

  async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return rowsOf<T>(await this.client.query(sql, params as unknown[]));
  }
}

export interface DatabaseOptions {
  readonly url: string;
  /** The schema the service owns: first on the search path, so plain table names land in it. */
  readonly schema: string;
  readonly poolSize?: number;
}

/** A service's connections to PostgreSQL: a pool whose sessions see the service's schema first. */
export class Database implements Queryable {
  readonly schema: string;
  /** The role the pool connects as. */
  readonly role: string;
  private readonly pool: Pool;
  private closed = false;

  constructor(options: DatabaseOptions) {
    this.schema = options.schema;
    this.role = decodeURIComponent(new URL(options.url).username);
    this.pool = new Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: `-c search_path=${quoteIdent(options.schema)},public`,
    });
    // An idle connection the server dropped: the pool replaces it; unheard, the error would end the process.
    this.pool.on('error', (error) => console.warn(`database ${this.schema}: idle connection lost: ${error.message}`));
  }

  async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return rowsOf<T>(await this.pool.query(sql, params as unknown[]));
  }

  /** Runs `work` in one transaction on one connection: committed if it resolves, rolled back if it throws. */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(new Transaction(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((lost: Error) => (broken = lost));
      throw error;
    } finally {
      client.release(broken); // a connection that could not roll back is not given out again
    }
  }

  /** A connection of its own, for what holds one (LISTEN, session locks); the caller releases it. */
  connect(): Promise<PoolClient> {
    return this.pool.connect();
  }

  async isUp(): Promise<boolean> {
    if (this.closed) return false;
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}

/** An identifier quoted for SQL text (schema and role names come from configuration, never from users). */
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
