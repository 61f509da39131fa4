import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into <table> (cols) select … from json_to_recordset($1::json)`: the rows travel as one
 * JSON parameter. On PGlite this is 2–3× faster than a multi-row VALUES list, whose per-parameter
 * cost dominates the first seed's ~50k rows. Column names and SQL types come from the Drizzle
 * schema; append `on conflict …` / `returning …` to the returned SQL as needed.
 */
export function insertFromJson<T extends PgTable>(
  table: T, keys: readonly (keyof T['$inferInsert'] & string)[], rows: readonly T['$inferInsert'][],
): SQL {
  const columns: Record<string, { name: string; getSQLType: () => string }> = getTableColumns(table);
  const defs = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertFromJson: no column ${key}`);
    return { key, column };
  });
  const list = (parts: SQL[]) => sql.join(parts, sql`, `);
  const target = list(defs.map((d) => sql`${sql.identifier(d.column.name)}`));
  const source = list(defs.map((d) => sql`${sql.identifier(d.key)}`));
  const shape = list(defs.map((d) => sql`${sql.identifier(d.key)} ${sql.raw(d.column.getSQLType())}`));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((k) => [k, row[k]]))));
  return sql`insert into ${table} (${target}) select ${source} from json_to_recordset(${json}::json) as x(${shape})`;
}
