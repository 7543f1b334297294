// The generated types name each shape once: a schema the routes give a `title` (a user, a dashboard, the catalogue)
// and use in several places becomes one `components.schemas` entry that every place refers to, so that
// openapi-typescript writes it once instead of inline at each use.

type Json = unknown;
type Document = { paths?: Json; components?: { schemas?: Record<string, Json> } } & Record<string, unknown>;

/**
 * A JSON schema with every part equal to a named schema replaced by a reference to it. `self` is the named schema
 * being written: its own root is not replaced by itself.
 */
export function referencing(schema: Json, named: [string, Json][], self?: string): Json {
  const text = JSON.stringify(schema);
  const match = named.find(([name, shape]) => name !== self && JSON.stringify(shape) === text);
  if (match) return { $ref: `#/components/schemas/${match[0]}` };
  if (Array.isArray(schema)) return schema.map((part) => referencing(part, named));
  if (schema && typeof schema === 'object')
    return Object.fromEntries(Object.entries(schema).map(([key, part]) => [key, referencing(part, named)]));
  return schema;
}

/** Every titled schema of a document, by title: each distinct shape a title is given, and how often it is used. */
export function titledShapes(document: Json): Map<string, Map<string, number>> {
  const titles = new Map<string, Map<string, number>>();
  const walk = (schema: Json): void => {
    if (Array.isArray(schema)) return schema.forEach(walk);
    if (!schema || typeof schema !== 'object') return;
    const { title } = schema as { title?: unknown };
    if (typeof title === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(title)) {
      const shapes = titles.get(title) ?? new Map<string, number>();
      const text = JSON.stringify(schema);
      shapes.set(text, (shapes.get(text) ?? 0) + 1);
      titles.set(title, shapes);
    }
    Object.values(schema).forEach(walk);
  };
  walk(document);
  return titles;
}

/**
 * The document with each titled schema used more than once moved to `components.schemas` under its title, and
 * referred to wherever it stood. A title given to two different shapes names neither: both stay where they are.
 */
export function withNamedShapes<T extends Document>(document: T): T {
  const named: [string, Json][] = [];
  for (const [title, shapes] of titledShapes(document.paths)) {
    const [only, ...others] = [...shapes];
    if (!others.length && only![1] > 1 && !document.components?.schemas?.[title])
      named.push([title, JSON.parse(only![0]) as Json]);
  }
  if (!named.length) return document;
  // The largest first: a shape holding another is matched whole before its parts.
  named.sort(([, a], [, b]) => JSON.stringify(b).length - JSON.stringify(a).length);
  const schemas: Record<string, Json> = { ...document.components?.schemas };
  for (const [title, shape] of named) schemas[title] = referencing(shape, named, title);
  return {
    ...document,
    paths: referencing(document.paths, named),
    components: { ...document.components, schemas },
  };
}
