/**
 * A small allow-list sanitiser for notification content, over the browser's inert DOMParser: parsing runs no
 * script and loads nothing. Allowed tags are rebuilt with only their allowed attributes; unknown tags keep their
 * text; dangerous ones go with everything inside them.
 */
const ALLOWED = new Set([
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'span',
  'div',
  'code',
  'pre',
  'blockquote',
  'small',
]);
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'frame',
  'frameset',
  'img',
  'video',
  'audio',
]);
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

function copy(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (child as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      copy(child, target, doc);
      continue;
    }
    const clean = doc.createElement(tag);
    const href = tag === 'a' ? (child as Element).getAttribute('href')?.trim() : undefined;
    if (href && SAFE_URL.test(href)) {
      clean.setAttribute('href', href);
      clean.setAttribute('rel', 'noopener noreferrer');
      if (/^https?:/i.test(href)) clean.setAttribute('target', '_blank');
    }
    copy(child, clean, doc);
    target.appendChild(clean);
  }
}

export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copy(parsed.body, container, out);
  return container.innerHTML;
}
