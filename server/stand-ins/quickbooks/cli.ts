// The QuickBooks Online stand-in on its own port, as `pnpm dev` starts it:
//   tsx server/stand-ins/quickbooks/cli.ts --port 8592 --issuer http://localhost:8080/oauth-provider \
//     [--token <access token>=<realm id>]... [--customers 4] [--invoices 24]
// It takes the stand-in OAuth provider's tokens (checked at the issuer's userinfo: its accounts' digits are the
// realm ids) and any --token given; every company holds --customers customers and --invoices invoices.
import { generatedCompany } from './company';
import { startQuickBooksStandIn } from './server';
import { standInTokens } from './token-check';
import { oauthStandInArguments, serveUntilStopped, tokenPairs } from '../ad-platforms/command-line';

const values = oauthStandInArguments('8592', {
  customers: { type: 'string', default: '4' },
  invoices: { type: 'string', default: '24' },
});

const tokens = tokenPairs(values.token, (id) => id.replace(/\D/g, ''));
const plan = { customers: Number(values.customers), invoices: Number(values.invoices) };

const standIn = await startQuickBooksStandIn(
  {
    tokenCheck: standInTokens(tokens, values.issuer),
    companyOf: (realmId) => generatedCompany(realmId, plan),
  },
  Number(values.port),
);
serveUntilStopped(standIn, '[quickbooks] QuickBooks Online API stand-in');
