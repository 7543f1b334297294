/** The text a pdfkit document (written uncompressed) draws: its hex glyph strings, decoded and joined. */
export const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<([0-9a-fA-F]+)>/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('');
