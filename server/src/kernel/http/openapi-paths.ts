/** The document with `prefix` taken off every path: the prefix is the server URL, as OpenAPI intends. */
export function relativeTo<T extends { paths?: Record<string, unknown> }>(prefix: string, document: T): T {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path,
      item,
    ]),
  );
  return { ...document, paths };
}
