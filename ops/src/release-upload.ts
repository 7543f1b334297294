import { packTar, unpackTar } from 'modern-tar';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { releasesDir, type RemoteName } from './places';
import { missingFile, type FederationManifest } from './release-files';
import { hashDirectory, isVersion, readRelease, RELEASE_INFO, storeRelease, type ReleaseInfo } from './releases';

// A release built elsewhere (a team's CI, `pnpm remotes release` against the deploy API), received as a tar or
// tar.gz of its folder and kept in the release store as `pnpm remotes release` keeps its own. It never builds.

/** The largest archive the deploy API takes, and the most its files may unpack to. */
export const UPLOAD_LIMIT_BYTES = 40 * 1024 * 1024;
export const UNPACKED_LIMIT_BYTES = 200 * 1024 * 1024;
const MAX_FILES = 5000;

/** Why an upload is not kept, in words; `conflict`: the version exists with other files. */
export class ReleaseRefused extends Error {
  constructor(
    message: string,
    readonly conflict = false,
  ) {
    super(message);
  }
}

/** A file's path inside the release, or why it cannot be one (absolute, escaping, odd characters). */
function insidePath(name: string): string {
  const bare = name.replace(/^(\.\/)+/, '');
  if (bare.startsWith('/') || /^[A-Za-z]:/.test(bare) || bare.includes('\\') || bare.includes('\0'))
    throw new ReleaseRefused(`${name} is not a path inside the release folder`);
  const normal = posix.normalize(bare);
  if (normal === '..' || normal.startsWith('../') || bare.split('/').includes('..'))
    throw new ReleaseRefused(`${name} points outside the release folder`);
  return normal;
}

async function filesOf(archive: Uint8Array): Promise<Map<string, Uint8Array>> {
  let tar: Uint8Array = archive;
  if (archive[0] === 0x1f && archive[1] === 0x8b) {
    try {
      tar = gunzipSync(archive, { maxOutputLength: UNPACKED_LIMIT_BYTES });
    } catch (error) {
      const tooBig = error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
      throw new ReleaseRefused(
        tooBig
          ? `the release unpacks to more than ${UNPACKED_LIMIT_BYTES / 1024 / 1024} MB`
          : 'the gzip does not unpack',
      );
    }
  }
  let entries: Awaited<ReturnType<typeof unpackTar>>;
  try {
    entries = await unpackTar(tar);
  } catch (error) {
    throw new ReleaseRefused(`the body is not a tar archive (${(error as Error).message})`);
  }
  if (entries.length === 0) throw new ReleaseRefused('the body is not a tar archive (no files in it)');
  const files = new Map<string, Uint8Array>();
  let total = 0;
  for (const { header, data } of entries) {
    const type = header.type ?? 'file';
    if (type === 'directory') continue;
    if (type !== 'file') throw new ReleaseRefused(`${header.name} is a ${type}: a release holds files only`);
    const path = insidePath(header.name);
    total += data?.length ?? 0;
    if (total > UNPACKED_LIMIT_BYTES)
      throw new ReleaseRefused(`the release unpacks to more than ${UNPACKED_LIMIT_BYTES / 1024 / 1024} MB`);
    files.set(path, data ?? new Uint8Array());
  }
  if (files.size > MAX_FILES) throw new ReleaseRefused(`the release holds more than ${MAX_FILES} files`);
  return withoutTopFolder(files);
}

/** `tar -czf r.tgz dist` puts every file under dist/: the folder's files are what is released. */
function withoutTopFolder(files: Map<string, Uint8Array>): Map<string, Uint8Array> {
  if (files.has('mf-manifest.json')) return files;
  const tops = new Set([...files.keys()].map((path) => path.split('/')[0]));
  const [top] = tops;
  if (tops.size !== 1 || !files.has(`${top}/mf-manifest.json`)) return files;
  return new Map([...files].map(([path, data]) => [path.slice(top!.length + 1), data]));
}

function json<T>(files: Map<string, Uint8Array>, name: string, what: string): T {
  const data = files.get(name);
  if (!data) throw new ReleaseRefused(`it has no ${name} (${what})`);
  try {
    return JSON.parse(Buffer.from(data).toString('utf8')) as T;
  } catch (error) {
    throw new ReleaseRefused(`${name} does not parse: ${(error as Error).message}`);
  }
}

/**
 * Checks an uploaded release of `name` and keeps it, immutably, as releases/<name>/<version>/: the archive's files
 * stay inside its folder, it holds the federation manifest with its remote entry and every file the manifest names,
 * and the release.json `pnpm remotes release` writes (its version; its content hash, when given, must be the
 * files'). The same files again find the release that exists; other files under an existing version are refused.
 */
export async function storeUploadedRelease(
  data: string,
  name: RemoteName,
  archive: Uint8Array,
): Promise<{ info: ReleaseInfo; created: boolean }> {
  const files = await filesOf(archive);
  const manifest = json<FederationManifest>(files, 'mf-manifest.json', 'the federation manifest');
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new ReleaseRefused('its mf-manifest.json names no remote entry');
  const described = json<Partial<ReleaseInfo>>(files, RELEASE_INFO, 'what `pnpm remotes release` writes');
  if (described.name !== name)
    throw new ReleaseRefused(`its release.json is for ${described.name ?? 'no remote'}, not ${name}`);
  const version = described.version ?? '';
  if (!isVersion(version)) throw new ReleaseRefused(`"${version}" in its release.json is not a release version`);
  if (!described.outline) throw new ReleaseRefused("its release.json has no outline (the remote's manifest)");

  const store = releasesDir(data);
  const staging = join(store, '.staging', `${name}-upload-${process.pid}-${Date.now()}`);
  try {
    for (const [path, bytes] of files) {
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      writeFileSync(join(staging, path), bytes);
    }
    const missing = missingFile(staging, manifest);
    if (missing) throw new ReleaseRefused(missing);
    const contentHash = hashDirectory(staging, (file) => file === RELEASE_INFO);
    if (described.contentHash && described.contentHash !== contentHash)
      throw new ReleaseRefused('its files are not the ones its release.json describes (content hash differs)');
    const existing = readRelease(store, name, version);
    if (existing) {
      if (existing.contentHash !== contentHash)
        throw new ReleaseRefused(
          `${name} ${version} is already released with other files; releases are never overwritten`,
          true,
        );
      return { info: existing, created: false };
    }
    const info = {
      gitSha: '',
      dirty: false,
      contractVersion: '1.0.0',
      shared: {},
      ...described,
      name,
      version,
      contentHash,
      builtAt: described.builtAt ?? new Date().toISOString(),
    } as ReleaseInfo;
    return storeRelease(store, staging, info);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Files by their path in the release folder, as the deploy API takes them: a tar.gz. */
export async function packFiles(files: Iterable<[string, Uint8Array]>): Promise<Buffer> {
  const entries = [...files].map(([name, body]) => ({
    header: { name, size: body.length, type: 'file' as const },
    body,
  }));
  return gzipSync(await packTar(entries));
}

/** A release folder as the deploy API takes it: a tar.gz of its files, paths relative to the folder. */
export function packRelease(dir: string): Promise<Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
  return packFiles(files.map((file) => [file.split(sep).join('/'), readFileSync(join(dir, file))]));
}
