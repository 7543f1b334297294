// The Salesforce stand-in on its own port, as `pnpm dev` starts it:
//   tsx server/stand-ins/salesforce/cli.ts --port 8593 --issuer http://localhost:8080/oauth-provider \
//     [--token <access token>]... [--accounts "Name one,Name two"] [--opportunities 3]
// It takes the stand-in OAuth provider's tokens (checked at the issuer's userinfo) and any --token given; the
// organisation holds the --accounts named, each with --opportunities opportunities at the stages in turn.
import { oauthStandInArguments, serveUntilStopped } from '../ad-platforms/command-line';
import { generatedOrg } from './org';
import { startSalesforceStandIn } from './server';
import { fixedTokens, providerTokenCheck } from './token-check';

const values = oauthStandInArguments('8593', {
  accounts: { type: 'string' },
  opportunities: { type: 'string', default: '3' },
});

const fixed = fixedTokens(values.token);
const provider = values.issuer ? providerTokenCheck(values.issuer) : null;
const accounts = values.accounts
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);

const standIn = await startSalesforceStandIn(
  {
    tokenCheck: async (token) => (await fixed(token)) || (provider ? provider(token) : false),
    org: generatedOrg({
      ...(accounts?.length ? { accounts } : {}),
      opportunitiesPerAccount: Number(values.opportunities),
    }),
  },
  Number(values.port),
);
serveUntilStopped(standIn, '[salesforce] Salesforce REST API stand-in');
