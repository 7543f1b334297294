import DOMPurify from 'dompurify';

/**
 * Notification content as the inbox may draw it: DOMPurify with an allow-list of text formatting and links. Unknown
 * tags keep their text; the dangerous ones go with everything inside them; a link may only lead to http(s), mail
 * or this site, and one to another site opens apart from the portal.
 */
const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'p', 'br', 'ul', 'ol', 'li', 'span', 'div', 'code'];
const MORE_TAGS = ['pre', 'blockquote', 'small'];
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'];
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href')?.trim();
  if (!href || !SAFE_URL.test(href)) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('rel', 'noopener noreferrer');
  if (/^https?:/i.test(href)) node.setAttribute('target', '_blank');
});

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS, ...MORE_TAGS],
    ALLOWED_ATTR: ['href', 'rel', 'target'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    KEEP_CONTENT: true,
    FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  });
}
