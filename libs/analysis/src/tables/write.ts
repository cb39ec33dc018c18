import type { ColumnType, Row, TableDefinition } from './definitions';

const parquetType = {
  string: 'STRING',
  int: 'INT32',
  double: 'DOUBLE',
  bool: 'BOOLEAN',
  timestamp: 'TIMESTAMP',
} as const;

const parquetValue = (type: ColumnType, value: Row[string] | undefined) => {
  if (value === null || value === undefined) return null;
  return type === 'timestamp' ? new Date(value as string) : value;
};

/**
 * One table as a Parquet file, every column typed as its definition says. hyparquet-writer is
 * published as ES modules only, which CommonJS reaches through import().
 */
export async function toParquet(table: TableDefinition, rows: readonly Row[]): Promise<ArrayBuffer> {
  const { parquetWriteBuffer } = await import('hyparquet-writer');
  return parquetWriteBuffer({
    columnData: table.columns.map((c) => ({
      name: c.name,
      type: parquetType[c.type],
      data: rows.map((r) => parquetValue(c.type, r[c.name])),
    })),
  });
}

// RFC 4180: quote a field holding a comma, a quote or a line break, doubling its quotes.
const csvField = (value: Row[string] | undefined): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One table as CSV with a header line; empty fields are nulls. */
export function toCsv(table: TableDefinition, rows: readonly Row[]): string {
  const names = table.columns.map((c) => c.name);
  return [names.join(','), ...rows.map((r) => names.map((n) => csvField(r[n])).join(','))].join('\n') + '\n';
}
