// The Google Ads stand-in on its own port, as `pnpm dev` and the connectors bench start it:
//   tsx server/stand-ins/google-ads/cli.ts --port 8590 --issuer http://localhost:8080/oauth-provider \
//     [--token <access token>=<customer id>]... [--campaigns 8] [--ad-groups <first id>:<step>:<count>]
// It takes the stand-in OAuth provider's tokens (checked at the issuer's userinfo) and any --token given; every
// account holds --campaigns campaigns, their ad groups the ids --ad-groups lists (line items' platform ids).
import { generatedAccount } from './catalog';
import { startGoogleAdsStandIn } from './server';
import { standInTokens } from './token-check';
import { serveAdPlatformStandIn } from '../ad-platforms/command-line';

await serveAdPlatformStandIn({
  name: '[google-ads] Google Ads API stand-in',
  port: '8590',
  groups: 'ad-groups',
  tokens: standInTokens,
  tokenAccount: (account) => account.replace(/\D/g, ''),
  account: (customerId, { campaigns, perCampaign, ids }) =>
    generatedAccount(customerId, { campaigns, adGroupsPerCampaign: perCampaign, adGroupIds: ids }),
  start: startGoogleAdsStandIn,
});
