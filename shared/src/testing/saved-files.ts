/**
 * Catches what a page saves through `saveBlob` (an object URL on an anchor's click) and reads it back as text, as a
 * spreadsheet would open it: `const saved = catchSavedFiles(); ...; await saved.text(0); saved.restore()`.
 */
export function catchSavedFiles() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:saved-${blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) names.push(this.download);
  });
  return {
    names,
    count: () => blobs.length,
    /** The saved file's text, byte order mark kept. */
    text: (index: number) =>
      new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () =>
          resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsArrayBuffer(blobs[index]!);
      }),
    restore: () => {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    },
  };
}
