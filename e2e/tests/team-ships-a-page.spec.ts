import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostBuildStamp } from '../support/product';
import { productOrigin, resumeSession } from '../support/session';
import { bearer } from '../support/hub';
import { buildRelease, deployRemotes, insertAfter, teamCheckout } from '../support/team-checkout';
import { expect, test } from '../support/test';

// The billing team adds a page to its remote, with its own route and drawer entry, and ships billing alone from its
// pipeline through the deploy API: no change to @beacon/shared, no host release.
const STATEMENTS_PAGE = `import { Card, Typography } from 'antd';

/** Statements: a page the billing team shipped alone. */
export default function StatementsPage() {
  return (
    <Card>
      <Typography.Paragraph>Monthly statements of this account, shipped by the billing team.</Typography.Paragraph>
    </Card>
  );
}
`;
const STATEMENTS_ROUTE = `    {
      scope: 'client',
      path: 'billing/statements',
      title: 'Statements',
      operation: 'listInvoices',
      page: () => import('./pages/statements-page'),
      nav: { key: 'statements', label: 'Statements', icon: 'FileTextOutlined', order: 65 },
    },`;

test(
  'a team adds a page to billing and ships billing alone through the deploy API; the host is unchanged',
  { tag: '@registry' },
  async ({ page }) => {
    test.setTimeout(480_000);
    const hostBefore = hostBuildStamp();
    await resumeSession(page, 'admin@beacon.test', '/clients/1/billing');
    const area = page.locator('[data-area="billing"]');
    const before = await area.getAttribute('data-area-version');
    await expect(page.getByRole('link', { name: /Statements/ })).toHaveCount(0);

    // A BeaconAdmin issues the billing team's deploy token.
    const issued = await page.request.post('/api/releases/deploy-tokens', {
      headers: await bearer(page),
      data: { remote: 'billing' },
    });
    expect(issued.status()).toBe(201);
    const { token } = ((await issued.json()) as { data: { token: string } }).data;

    // The team's change, in its own checkout of billing: the page, its route and its drawer entry.
    const checkout = teamCheckout('billing');
    try {
      writeFileSync(join(checkout.dir, 'src', 'pages', 'statements-page.tsx'), STATEMENTS_PAGE);
      insertAfter(join(checkout.dir, 'src', 'manifest.ts'), /^\s*routes: \[/, STATEMENTS_ROUTE);
      const version = buildRelease(checkout.dir);

      // Its CI: upload and promote, with the token, from outside the server.
      const released = deployRemotes(productOrigin, token, 'release', 'billing', '--dist', join(checkout.dir, 'dist'));
      expect(released).toContain(`released billing ${version}`);
      expect(deployRemotes(productOrigin, token, 'promote', 'billing', version)).toContain(`${version} is in service`);

      // The signed-in browser is offered the new billing, and opens the new page from its drawer entry.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(page.getByText('A new version of Billing and services is ready.')).toBeVisible();
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(area).toHaveAttribute('data-area-version', version);
      await page.getByRole('link', { name: /Statements/ }).click();
      await expect(page).toHaveURL(/\/clients\/1\/billing\/statements$/);
      await expect(page.getByText('Monthly statements of this account, shipped by the billing team.')).toBeVisible();
      expect(hostBuildStamp()).toBe(hostBefore);
    } finally {
      checkout.remove();
      // Billing as it was, for whatever runs after.
      deployRemotes(productOrigin, token, 'rollback', 'billing', ...(before ? ['--to', before] : []));
    }
  },
);
