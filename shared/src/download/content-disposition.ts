/** The messages of spec section 5 for a download the server did not send as a file. */
export const ATTACHMENT_REQUIRED = 'Content Disposition header must have attachment';
export const ATTACHMENT_FILENAME_REQUIRED = 'Content Disposition header must have attachment filename';
export const EMPTY_DOWNLOAD = 'Blob must not be null';

/** A download that cannot be saved; its message is one of the spec's. */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

const EXTENDED = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i;
const QUOTED = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i;
const BARE = /filename\s*=\s*([^;\s]+)/i;

function decodeExtended(value: string): string | null {
  try {
    return decodeURIComponent(value.trim());
  } catch {
    return null;
  }
}

/**
 * The file name a `Content-Disposition: attachment; filename=...` header gives, preferring the RFC 6266
 * `filename*` form. Throws a DownloadError when the header is not an attachment or names no file.
 */
export function attachmentFilename(header: string | null | undefined): string {
  const value = (header ?? '').trim();
  if (!/^attachment\b/i.test(value)) throw new DownloadError(ATTACHMENT_REQUIRED);
  const extended = EXTENDED.exec(value);
  const quoted = QUOTED.exec(value);
  const bare = BARE.exec(value);
  const name = (extended && decodeExtended(extended[2]!)) ?? quoted?.[1]?.replace(/\\(.)/g, '$1') ?? bare?.[1] ?? '';
  // A name is a name, never a path: the browser would refuse it, the user would not recognise it.
  const safe = name.replace(/[/\\]/g, '_').trim();
  if (!safe) throw new DownloadError(ATTACHMENT_FILENAME_REQUIRED);
  return safe;
}
