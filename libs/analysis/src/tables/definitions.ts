import { z } from 'zod';
import definitions from './table-definitions.json';

const columnType = z.enum(['string', 'int', 'double', 'bool', 'timestamp']);

/** A column's type, as Parquet stores it and CSV spells it (timestamps as ISO 8601 text in CSV). */
export type ColumnType = z.infer<typeof columnType>;

export interface Column {
  readonly name: string;
  readonly type: ColumnType;
  /** What a number counts or measures; absent for text, flags and identifiers. */
  readonly unit?: string;
  /** Empty (null) in some rows: the meaning says when. */
  readonly nullable?: boolean;
  readonly meaning: string;
}

export interface TableDefinition {
  readonly name: string;
  /** What one row is. */
  readonly row: string;
  readonly description: string;
  readonly columns: readonly Column[];
}

const columnSchema = z.strictObject({
  name: z.string(),
  type: columnType,
  unit: z.string().optional(),
  nullable: z.boolean().optional(),
  meaning: z.string(),
});

const tableSchema: z.ZodType<TableDefinition> = z.strictObject({
  name: z.string(),
  row: z.string(),
  description: z.string(),
  columns: z.array(columnSchema),
});

/**
 * The analysis tables: flattened from the events so that common questions need no fold. The
 * data dictionary (`docs/data/`) and both writers (Parquet, CSV) are made from these. They are
 * data (`table-definitions.json`), checked against the schema when loaded.
 */
export const tableDefinitions: readonly TableDefinition[] = z.array(tableSchema).parse(definitions);

export type TableName = 'games' | 'seats' | 'moves' | 'battles' | 'dice';
export type Row = Record<string, string | number | boolean | null>;
export type Tables = Record<TableName, Row[]>;
