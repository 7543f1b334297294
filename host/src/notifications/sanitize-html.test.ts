import { sanitizeHtml } from './sanitize-html';

describe('notification content as the inbox draws it', () => {
  it('keeps text formatting and safe links', () => {
    expect(sanitizeHtml('<p>Invoice <strong>INV-7</strong> is <em>overdue</em></p>')).toBe(
      '<p>Invoice <strong>INV-7</strong> is <em>overdue</em></p>',
    );
    expect(sanitizeHtml('<a href="/billing/invoices/7">Open</a>')).toBe(
      '<a href="/billing/invoices/7" rel="noopener noreferrer">Open</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com/x">x</a>')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('drops scripts, handlers and dangerous links, keeping the words of unknown tags', () => {
    const attacks = [
      '<img src=x onerror="alert(1)">',
      '<script>alert(1)</script>',
      '<svg><script>alert(1)</script></svg>',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="//evil.example/">click</a>',
      '<p onclick="alert(1)" style="position:fixed">hi</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<form action="https://evil.example"><button>Pay</button></form>',
    ];
    for (const attack of attacks) {
      const clean = sanitizeHtml(attack);
      expect(clean).not.toMatch(/<(script|img|svg|iframe|math|style|form|button)\b|on\w+=|javascript:|\/\/evil/i);
    }
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeHtml('<marquee>Campaign <b>live</b></marquee>')).toBe('Campaign <b>live</b>');
  });
});
