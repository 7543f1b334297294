/** The standard fonts' encoding (WinAnsi is Windows-1252): '—' is byte 0x97, '–' 0x96, '…' 0x85. */
const winAnsi = new TextDecoder('windows-1252');

/** The text a pdfkit document (written uncompressed) draws: its hex glyph strings, decoded and joined. */
export const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<([0-9a-fA-F]+)>/g)]
    .map((m) => winAnsi.decode(Buffer.from(m[1]!, 'hex')))
    .join('');
