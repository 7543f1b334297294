import { createHash } from 'node:crypto';
import { types, type PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

/**
 * Reads are planned once per connection and then run as prepared statements. A report's statement holds a dozen
 * grouped aggregates of fifteen metrics each; PostgreSQL planned it on every request for longer than it ran it
 * (PGlite: a mixed-traffic report statement 17 ms planned each time, 5 ms prepared; docs/performance.md). The
 * statements are the code's own texts with their values bound, so a few dozen shapes cover the product; the first
 * `MOST_PREPARED` distinct reads are named and the rest run as before, so that a text built per call (a batch of
 * rows) can never fill a connection's memory.
 */
export const MOST_PREPARED = 400;

const READ = /^\s*(select|with)\b/i;

/** Names for the reads a database prepares: the same text, the same name, on every connection and process. */
export function statementNames(most = MOST_PREPARED) {
  const names = new Map<string, string>();
  return (text: string): string | null => {
    const known = names.get(text);
    if (known) return known;
    if (names.size >= most || !READ.test(text)) return null;
    const name = `beacon_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
    return name;
  };
}

interface Field {
  name: string;
  dataTypeID: number;
}
type Message = { name: string; fields?: Field[] | (string | null)[]; dataTypeIDs?: number[] };

/**
 * One read on PGlite as a named prepared statement, over the extended protocol as PGlite's own `query` speaks it
 * (its types' serializers for the values and parsers for the columns), under its query lock. PGlite's `query` always
 * parses into the unnamed statement, which is planned again on every call. Parsing and describing happen once per
 * name (`prepared`, kept by the caller); an error still ends with Sync, so the session is ready for what follows.
 */
export async function preparedRead<Row>(
  pglite: PGlite,
  prepared: Map<string, number[]>,
  name: string,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  return pglite.runExclusive(async () => {
    const run = async (message: Uint8Array) =>
      (await pglite.execProtocol(message, { syncToFs: false })).messages as unknown as Message[];
    const answered: Message[] = [];
    try {
      let paramTypes = prepared.get(name);
      if (!paramTypes) {
        await run(serialize.parse({ name, text }));
        const described = await run(serialize.describe({ type: 'S', name }));
        paramTypes = described.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [];
        prepared.set(name, paramTypes);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[paramTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      answered.push(...(await run(serialize.bind({ statement: name, values }))));
      answered.push(...(await run(serialize.describe({ type: 'P' }))));
      answered.push(...(await run(serialize.execute({}))));
    } finally {
      // Sync ends the statement (and, as PGlite's own query does, flushes what it wrote to the data directory).
      await pglite.execProtocol(serialize.sync());
    }
    return rowsOf<Row>(answered, pglite.parsers);
  });
}

function rowsOf<Row>(messages: Message[], parsers: PGlite['parsers']): Row[] {
  const description = messages.find((m) => m.name === 'rowDescription')?.fields as Field[] | undefined;
  if (!description) return [];
  return messages
    .filter((m) => m.name === 'dataRow')
    .map((m) => {
      const row: Record<string, unknown> = {};
      (m.fields as (string | null)[]).forEach((value, i) => {
        const { name, dataTypeID } = description[i]!;
        row[name] = value === null ? null : types.parseType(value, dataTypeID, parsers);
      });
      return row as Row;
    });
}
