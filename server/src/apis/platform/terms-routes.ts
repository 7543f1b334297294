import type { FastifyInstance } from 'fastify';

/** The terms of service PDF, as a public document bucket would serve it. Made once, then kept in memory. */
async function termsPdf(): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 64, info: { Title: 'Beacon terms of service' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text('Beacon terms of service', { align: 'left' }).moveDown();
    const sections: [string, string][] = [
      [
        'Using Beacon',
        'Beacon gives your organisation access to its campaigns, reports, invoices and services. Your account is personal: keep your password to yourself.',
      ],
      [
        'Your data',
        'Campaign and delivery data belong to your organisation. We process them only to provide the service, and only the people your organisation names can see them.',
      ],
      [
        'Availability',
        'We work to keep Beacon available at all times and tell you in advance about planned maintenance.',
      ],
      ['Contact', 'Questions about these terms go to your account manager.'],
    ];
    for (const [title, body] of sections) doc.fontSize(13).text(title).moveDown(0.3).fontSize(11).text(body).moveDown();
    doc.end();
  });
}

export async function termsRoutes(app: FastifyInstance): Promise<void> {
  let pdf: Promise<Buffer> | null = null;
  app.get('/documents/beacon-terms-of-service.pdf', async (_request, reply) => {
    pdf ??= termsPdf();
    reply.header('content-type', 'application/pdf').header('cache-control', 'public, max-age=86400');
    return pdf;
  });
}
