import { after, before } from 'node:test';

/**
 * What `open` makes (a test app, a test API), opened before a test file's tests and closed after them: the
 * function returned answers it, and says plainly when it is read before it is open.
 */
export function openedForFile<T extends { close(): Promise<void> }>(what: string, open: () => Promise<T>): () => T {
  let opened: T | undefined;
  before(async () => {
    opened = await open();
  });
  after(async () => opened?.close());
  return () => {
    if (!opened) throw new Error(`${what} opens before the tests: read it inside a test or a hook`);
    return opened;
  };
}

/**
 * The same, answered as the thing itself (a connection a test file drives): each of its parts is read from what
 * was opened when a test reads it.
 */
export function openForFile<T extends { close(): Promise<void> }>(what: string, open: () => Promise<T>): T {
  const opened = openedForFile(what, open);
  // Not a promise: awaiting it (or answering it from an async function) leaves it as it is.
  return new Proxy({} as T, { get: (_target, key) => (key === 'then' ? undefined : Reflect.get(opened(), key)) });
}
