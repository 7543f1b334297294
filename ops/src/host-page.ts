// Which host a browser is served, and its page: a host release's files are served under /host/<version>/, so that
// two hosts (the one in service, a canary) are served at once, each page naming its own files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedVersion } from './canary';
import { HOST, hostReleaseDir } from './hosts-in-service';
import { registryFile } from './places';
import { readRegistry } from './registry';

/** Where a host release's files are served. */
export const HOST_RELEASES_PATH = '/host/';

/** A file the page names from the site's root (` src="/…"` or ` href="/…"`): the attribute, then the path. */
const PAGE_FILE = /(\s(?:src|href)=")\/([^"/][^"]*)"/g;

/** The files an index.html names (scripts, icons), as paths inside the build. */
export const pageFiles = (html: string): string[] => [...html.matchAll(PAGE_FILE)].map((match) => match[2]!);

export interface ServedHost {
  /** The host release this browser runs; null: the build the server ships with. */
  version: string | null;
  dir: string;
}

/**
 * The host a browser is served: the canary's for a browser in its share (by the same key as the remotes' canaries,
 * asked only while a host canary runs), the host release in service for the rest, else the build the server ships.
 */
export function servedHost(data: string, shippedDir: string, canaryKey: () => string | undefined): ServedHost {
  const record = readRegistry(registryFile(data)).host;
  if (!record?.active && record?.canary?.state !== 'running') return { version: null, dir: shippedDir };
  const key = record.canary?.state === 'running' ? canaryKey() : undefined;
  const version = servedVersion(record, key, HOST);
  const dir = version ? hostReleaseDir(data, version) : shippedDir;
  // A release whose files are gone cannot be served: the shipped build is, rather than no page at all.
  return version && existsSync(join(dir, 'index.html')) ? { version, dir } : { version: null, dir: shippedDir };
}

const pages = new Map<string, string>();

/**
 * A host release's index.html as served: each file of the build it names (the sign-in bundle's script, the icon) under
 * the release's own path, and the version it runs in a meta tag. Releases never change, so each page is made once.
 */
export function hostPage(dir: string, version: string): string {
  const key = `${dir}\0${version}`;
  const known = pages.get(key);
  if (known !== undefined) return known;
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
    .replace(PAGE_FILE, (whole, attribute: string, path: string) =>
      existsSync(join(dir, path)) ? `${attribute}${HOST_RELEASES_PATH}${version}/${path}"` : whole,
    )
    .replace(/<head>/, `<head><meta name="beacon-host" content="${version}">`);
  pages.set(key, html);
  return html;
}
