// The Google Ads stand-in on its own port, as `pnpm dev` and the connectors bench start it:
//   tsx server/stand-ins/google-ads/cli.ts --port 8590 --issuer http://localhost:8080/oauth-provider \
//     [--token <access token>=<customer id>]... [--campaigns 8] [--ad-groups <first id>:<step>:<count>]
// It takes the stand-in OAuth provider's tokens (checked at the issuer's userinfo) and any --token given; every
// account holds --campaigns campaigns, their ad groups the ids --ad-groups lists (line items' platform ids).
import { generatedAccount } from './catalog';
import { startGoogleAdsStandIn } from './server';
import { standInTokens } from './token-check';
import { idSequence, oauthStandInArguments, serveUntilStopped, tokenPairs } from '../ad-platforms/command-line';

const values = oauthStandInArguments('8590', {
  campaigns: { type: 'string', default: '8' },
  'ad-groups': { type: 'string' },
});

const tokens = tokenPairs(values.token, (id) => id.replace(/\D/g, ''));
const adGroupIds = idSequence(values['ad-groups']);
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
serveUntilStopped(standIn, '[google-ads] Google Ads API stand-in');
