/**
 * What the server's thread and PGlite's thread (pglite-worker.ts) say to each other. Values cross by structured
 * clone: dates, Uint8Array (bytea), bigint, numeric strings and JSON come back as PGlite gave them.
 */
export type Operation =
  /** A statement through the session's prepared reads (or on the transaction `txId`). */
  | 'query'
  /** Several statements without parameters (or on the transaction `txId`). */
  | 'exec'
  /** Opens the transaction `txId`: the caller's work runs in the server's thread against a handle bound to it. */
  | 'begin'
  /** Ends the transaction `txId`: COMMIT when `commit`, else ROLLBACK. */
  | 'end'
  /** LISTEN on `sql` (the channel's name); what is heard comes back as notices. */
  | 'listen'
  /** PGlite's own `query` and `exec`, as pg-boss's adapter asks them. */
  | 'pglite-query'
  | 'pglite-exec'
  /** The data directory as an uncompressed tarball. */
  | 'dump'
  | 'close';

export interface Request {
  id: number;
  op: Operation;
  sql?: string;
  params?: unknown[];
  txId?: number;
  commit?: boolean;
}

/** An error's fields (`code`, `detail`, `constraint`, `message`...), which structured clone would drop. */
export type ErrorFields = Record<string, unknown> & { message: string; name: string };

export type Reply =
  | { id: number; result: unknown }
  | { id: number; error: ErrorFields }
  | { notify: string; payload: string }
  | { ready: true }
  | { failed: ErrorFields };

export function fieldsOf(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = typeof value === 'object' && value !== null ? String(value) : value;
  }
  return fields;
}

/** The error again on this side, its fields as they were (callers read `code`, `constraint`, `detail`). */
export function errorOf(fields: ErrorFields): Error {
  const error = new Error(fields.message);
  const { stack, ...rest } = fields;
  Object.assign(error, rest);
  // The statement's caller in this thread first, then where PGlite raised it.
  if (typeof stack === 'string') error.stack = `${error.stack ?? ''}\n    --- in PGlite's thread ---\n${stack}`;
  return error;
}
