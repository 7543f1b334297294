// The QuickBooks Online stand-in on its own port, as `pnpm dev` starts it:
//   tsx server/stand-ins/quickbooks/cli.ts --port 8592 --issuer http://localhost:8080/oauth-provider \
//     [--token <access token>=<realm id>]... [--customers 4] [--invoices 24]
// It takes the stand-in OAuth provider's tokens (checked at the issuer's userinfo: its accounts' digits are the
// realm ids) and any --token given; every company holds --customers customers and --invoices invoices.
import { parseArgs } from 'node:util';
import { generatedCompany } from './company';
import { startQuickBooksStandIn } from './server';
import { fixedTokens, providerTokenCheck } from './token-check';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8592' },
    issuer: { type: 'string' },
    token: { type: 'string', multiple: true, default: [] },
    customers: { type: 'string', default: '4' },
    invoices: { type: 'string', default: '24' },
  },
});

const tokens: Record<string, string[]> = {};
for (const pair of values.token) {
  const [token, realmId] = pair.split('=');
  if (token && realmId) (tokens[token] ??= []).push(realmId.replace(/\D/g, ''));
}
const fixed = fixedTokens(tokens);
const provider = values.issuer ? providerTokenCheck(values.issuer) : null;
const plan = { customers: Number(values.customers), invoices: Number(values.invoices) };

const standIn = await startQuickBooksStandIn(
  {
    tokenCheck: async (token) => (await fixed(token)) ?? (provider ? provider(token) : null),
    companyOf: (realmId) => generatedCompany(realmId, plan),
  },
  Number(values.port),
);
console.log(`[quickbooks] QuickBooks Online API stand-in at ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
