import type { ComponentType } from 'react';

/**
 * Any icon of the set by its name, as its own small chunk (by the host's own path to the package's files: its
 * exports field offers no folder for a bundler to split). Its own module, fetched only when a drawer entry names an
 * icon the host does not draw already: the table of the set's 800 chunks (7 KiB as sent) stays off the start.
 */
export function importIcon(name: string): Promise<{ default: ComponentType }> {
  return import(`../../node_modules/@ant-design/icons/es/icons/${name}.js`) as Promise<{ default: ComponentType }>;
}
