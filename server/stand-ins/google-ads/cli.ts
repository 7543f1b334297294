// The Google Ads stand-in on its own port, as `pnpm dev` and the connectors bench start it:
//   tsx server/stand-ins/google-ads/cli.ts --port 8590 --issuer http://localhost:8080/oauth-provider \
//     [--token <access token>=<customer id>]... [--campaigns 8] [--ad-groups <first id>:<step>:<count>]
// It takes the stand-in OAuth provider's tokens (checked at the issuer's userinfo) and any --token given; every
// account holds --campaigns campaigns, their ad groups the ids --ad-groups lists (line items' platform ids).
import { parseArgs } from 'node:util';
import { generatedAccount } from './catalog';
import { startGoogleAdsStandIn } from './server';
import { standInTokens } from './token-check';
import { closeOnSignal, tokenPairs } from '../ad-platforms/command-line';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8590' },
    issuer: { type: 'string' },
    token: { type: 'string', multiple: true, default: [] },
    campaigns: { type: 'string', default: '8' },
    'ad-groups': { type: 'string' },
  },
});

const tokens = tokenPairs(values.token, (id) => id.replace(/\D/g, ''));
const [first = 0, step = 1, count = 0] = (values['ad-groups'] ?? '').split(':').map(Number);
const adGroupIds = Array.from({ length: count }, (_, i) => String(first + i * step));
const campaigns = Number(values.campaigns);

const standIn = await startGoogleAdsStandIn(
  {
    tokenCheck: standInTokens(tokens, values.issuer),
    accountOf: (customerId) =>
      generatedAccount(customerId, {
        campaigns,
        adGroupsPerCampaign: Math.max(1, Math.ceil(adGroupIds.length / campaigns)),
        adGroupIds,
      }),
  },
  Number(values.port),
);
console.log(`[google-ads] Google Ads API stand-in at ${standIn.url}`);
closeOnSignal(standIn);
