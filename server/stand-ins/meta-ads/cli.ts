// The Meta Ads stand-in on its own port, as `pnpm dev` starts it:
//   tsx server/stand-ins/meta-ads/cli.ts --port 8591 --issuer http://localhost:8080/oauth-provider \
//     [--token <access token>=act_<id>]... [--campaigns 40] [--ad-sets <first id>:<step>:<count>]
// It takes the stand-in OAuth provider's tokens (checked at the issuer's userinfo) and any --token given; every
// ad account holds --campaigns campaigns, their ad sets the ids --ad-sets lists (line items' platform ids).
import { generatedAccount } from './catalog';
import { startMetaAdsStandIn } from './server';
import { standInTokens } from './token-check';
import { serveAdPlatformStandIn } from '../ad-platforms/command-line';

await serveAdPlatformStandIn({
  name: '[meta-ads] Meta Marketing API stand-in',
  port: '8591',
  groups: 'ad-sets',
  tokens: standInTokens,
  tokenAccount: (account) => account,
  account: (accountId, { campaigns, perCampaign, ids }) =>
    generatedAccount(accountId, { campaigns, adSetsPerCampaign: perCampaign, adSetIds: ids }),
  start: startMetaAdsStandIn,
});
