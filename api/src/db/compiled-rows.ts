import { Column, SQL, Subquery, getTableName, is, noopDecoder } from 'drizzle-orm';

/** What a prepared select carries of its selection, as both of Drizzle's drivers (pg, PGlite) hold it. */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * A prepared select whose rows are turned into objects by a function compiled for its selection.
 *
 * Drizzle maps every cell of every row with the same generic loop: it works out the column's decoder
 * (`is()` walks the class chain up to four times), walks the cell's path, and keeps a map to tell an
 * empty left join. On a viewer's list of 25 bookings with their tool and both parties (about 1,600
 * cells) that was an eighth of the request's time. The compiled function knows the selection: it
 * builds each row as one object literal of fixed shape, calls a decoder only for the columns that have
 * one (timestamps, JSON), and tests a left-joined table once.
 *
 * The result is the same as Drizzle's (a test compares them, left joins included). Drizzle's prepared
 * query takes a row mapper (its relational queries use it); this sets it on a select built by
 * `.prepare()`, and refuses one whose shape is not as expected rather than map rows wrongly.
 */
export function compiledRows<Q extends object>(prepared: Q): Q {
  const select = prepared as PreparedSelect;
  if (!Array.isArray(select.fields) || select.customResultMapper !== undefined || !('customResultMapper' in select)) {
    throw new Error('compiledRows takes a select prepared by Drizzle (.prepare()) with its selection');
  }
  const mapRow = compileRowMapper(select.fields, select.joinsNotNullableMap);
  select.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}

type Node = { kind: 'cell'; index: number } | { kind: 'object'; keys: Map<string, Node> };

/** The function that turns one row (array mode) into the selection's object. */
function compileRowMapper(
  fields: { path: string[]; field: unknown }[],
  joinsNotNullableMap?: Record<string, boolean>,
): (row: unknown[]) => unknown {
  const decoders: (Decoder | undefined)[] = fields.map(({ field }) => decoderOf(field));
  const root: Node = { kind: 'object', keys: new Map() };
  fields.forEach(({ path }, index) => {
    let node: Node = root;
    path.forEach((key, depth) => {
      if (node.kind !== 'object') throw new Error(`compiledRows: ${path.join('.')} is under a column`);
      if (depth === path.length - 1) {
        node.keys.set(key, { kind: 'cell', index });
        return;
      }
      let next = node.keys.get(key);
      if (!next) node.keys.set(key, (next = { kind: 'object', keys: new Map() }));
      node = next;
    });
  });

  const cell = (index: number) =>
    decoders[index]
      ? `(row[${index}] === null ? null : d[${index}].mapFromDriverValue(row[${index}]))`
      : `row[${index}]`;
  const literal = (node: Node): string =>
    node.kind === 'cell'
      ? cell(node.index)
      : `{${[...node.keys].map(([key, child]) => `${JSON.stringify(key)}: ${literal(child)}`).join(', ')}}`;

  // A top-level object of columns of one left-joined table is null when the join found nothing: Drizzle
  // tells that by its first column being null.
  const nullable: string[] = [];
  if (joinsNotNullableMap && root.kind === 'object') {
    for (const [key, node] of root.keys) {
      if (node.kind !== 'object') continue;
      const columns = fields.filter(({ path, field }) => path.length === 2 && path[0] === key && is(field, Column));
      if (!columns.length) continue;
      const tables = new Set(columns.map(({ field }) => getTableName((field as Column).table)));
      const [table] = tables;
      if (tables.size === 1 && !joinsNotNullableMap[table!]) {
        nullable.push(`if (row[${fields.indexOf(columns[0]!)}] === null) out[${JSON.stringify(key)}] = null;`);
      }
    }
  }
  const body = `const out = ${literal(root)};\n${nullable.join('\n')}\nreturn out;`;
  // Generated from the selection's own keys (quoted by JSON.stringify) and column positions only.
  const compiled = new Function('d', 'row', body) as (d: (Decoder | undefined)[], row: unknown[]) => unknown;
  return (row) => compiled(decoders, row);
}

/** The decoder Drizzle would use for a selected field, or none when it returns the driver's value as is. */
function decoderOf(field: unknown): Decoder | undefined {
  // Drizzle keeps an expression's decoder on the SQL object (marked internal in its types).
  const sqlDecoder = (expression: unknown) => (expression as { decoder: Decoder }).decoder;
  let decoder: Decoder;
  if (is(field, Column)) decoder = field;
  else if (is(field, SQL)) decoder = sqlDecoder(field);
  else if (is(field, Subquery)) decoder = sqlDecoder(field._.sql);
  else decoder = sqlDecoder((field as SQL.Aliased).sql);
  const identity = Column.prototype.mapFromDriverValue;
  return decoder.mapFromDriverValue === identity || decoder === noopDecoder ? undefined : decoder;
}
