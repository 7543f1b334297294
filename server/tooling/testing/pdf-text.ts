/** The standard fonts' encoding (WinAnsi is Windows-1252): '—' is byte 0x97, '–' 0x96, '…' 0x85. */
const winAnsi = new TextDecoder('windows-1252');

/**
 * The text a pdfkit document (written uncompressed) draws: the hex glyph strings of its text objects (BT … ET),
 * decoded and joined. Only inside text objects: an image's bytes (a chart's PNG) can hold `<…>` runs of hex digits
 * too, and read as text they made a test's assertion fail at random.
 */
export const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\bBT\b([\s\S]*?)\bET\b/g)]
    .flatMap((block) => [...block[1]!.matchAll(/<((?:[0-9a-fA-F]{2})+)>/g)])
    .map((m) => winAnsi.decode(Buffer.from(m[1]!, 'hex')))
    .join('');
