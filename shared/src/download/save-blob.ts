/** Spec section 9: a downloaded blob's link is revoked after 4 hours (long enough for a slow "Save as"). */
export const BLOB_URL_LIFETIME_MS = 4 * 60 * 60 * 1000;

/** Hands a blob to the browser as a file download, and frees its object URL when its lifetime ends. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  }
}
