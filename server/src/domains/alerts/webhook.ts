/**
 * An alert posted to an incoming webhook in the shape its service reads: Microsoft Teams' (a message carrying an
 * Adaptive Card, for webhook.office.com and Power Automate's logic.azure.com) or Slack's (`text` with Block Kit
 * blocks, which Slack's incoming webhooks and most chat tools accept).
 */
export interface AlertMessage {
  title: string;
  text: string;
  /** The page to open, as an absolute address. */
  link: string;
  /** The product's name in the client's brand ('Northwind Fitness', else 'Beacon'), on the button that opens it. */
  product: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const TIMEOUT_MS = 5000;

const isTeams = (host: string) => /(^|\.)(webhook\.office\.com|logic\.azure\.com)$/.test(host);

/**
 * Why a webhook address cannot be used, or null: https to one of the allowed hosts (or a subdomain of one); plain
 * http only to a loopback host that is allowed by name (a local receiver). Never an address of the private network.
 */
export function webhookRefusal(address: string, allowed: string[]): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'must be a web address';
  }
  const host = url.hostname;
  const listed = allowed.some((h) => host === h || host.endsWith(`.${h}`));
  if (!listed) return `must be a Slack or Teams incoming webhook (${allowed.join(', ')})`;
  if (url.protocol === 'https:') return null;
  return url.protocol === 'http:' && LOOPBACK.has(host) ? null : 'must be an https address';
}

export function webhookBody(address: string, m: AlertMessage): unknown {
  if (isTeams(new URL(address).hostname))
    return {
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            version: '1.4',
            body: [
              { type: 'TextBlock', text: m.title, weight: 'Bolder', size: 'Medium', wrap: true },
              { type: 'TextBlock', text: m.text, wrap: true },
            ],
            actions: [{ type: 'Action.OpenUrl', title: `Open in ${m.product}`, url: m.link }],
          },
        },
      ],
    };
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    text: `${m.title}: ${m.text}`,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `*${escape(m.title)}*\n${escape(m.text)}` } },
      {
        type: 'actions',
        elements: [{ type: 'button', text: { type: 'plain_text', text: `Open in ${m.product}` }, url: m.link }],
      },
    ],
  };
}

/** Posts the alert; what the service answered ('200') or why it failed, for the rule's history. Never throws. */
export async function postWebhook(address: string, allowed: string[], m: AlertMessage): Promise<string> {
  const refusal = webhookRefusal(address, allowed);
  if (refusal) return `not sent: the address ${refusal}`;
  try {
    const response = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(webhookBody(address, m)),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return String(response.status);
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}
