import type { Brand } from '@beacon/shared/brand';
import { brandByKey } from '../brand/served-brands';

/** Text made safe inside HTML (a mail's HTML part, and notification content, which is HTML). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** What a mail says, once: the HTML part (MJML, in the brand's colours) and the text part are made from it. */
export interface MailContent {
  heading: string;
  /** Plain-text paragraphs, in order (escaped in the HTML part). */
  paragraphs: string[];
  /** The one thing to do: a button in the HTML part, `<lead>: <url>` in the text part. */
  action?: { label: string; url: string; lead?: string };
}

export interface RenderedMail {
  text: string;
  html: string;
}

/** The HTML and text parts of a mail in a brand (a client's `brand`, e.g. 'northwind'; anything else is Beacon's). */
export async function renderMail(brandKey: string | null | undefined, content: MailContent): Promise<RenderedMail> {
  const brand = brandByKey(brandKey);
  // mjml (about 600 modules) loads with the first mail, not with the server.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(layout(brand, content), { validationLevel: 'strict' });
  if (errors.length) throw new Error(`mail template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return { html, text: textOf(content) };
}

function textOf(content: MailContent): string {
  const action = content.action ? [`${content.action.lead ?? content.action.label}: ${content.action.url}`] : [];
  return [...content.paragraphs, ...action].join('\n\n');
}

function layout(brand: Brand, content: MailContent): string {
  const [primary] = brand.palette;
  const paragraphs = content.paragraphs
    .map((p) => `<mj-text>${escapeHtml(p).replace(/\n/g, '<br />')}</mj-text>`)
    .join('\n');
  const action = content.action
    ? `<mj-button href="${escapeHtml(content.action.url)}" background-color="${primary}">${escapeHtml(content.action.label)}</mj-button>`
    : '';
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(content.heading)}</mj-title>
    <mj-preview>${escapeHtml(content.paragraphs[0] ?? content.heading)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f6f8">
    <mj-section background-color="${brand.ink}" padding="20px 24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold" color="#ffffff">${escapeHtml(brand.name)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-top="4px solid ${primary}" padding="24px">
      <mj-column>
        <mj-text font-size="18px" font-weight="bold">${escapeHtml(content.heading)}</mj-text>
        ${paragraphs}
        ${action}
      </mj-column>
    </mj-section>
    <mj-section padding="12px 24px">
      <mj-column>
        <mj-text font-size="12px" color="#6b7785">Sent by ${escapeHtml(brand.name)}. You receive this mail because of your account with us.</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
