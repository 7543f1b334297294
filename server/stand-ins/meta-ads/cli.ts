// The Meta Ads stand-in on its own port, as `pnpm dev` starts it:
//   tsx server/stand-ins/meta-ads/cli.ts --port 8591 --issuer http://localhost:8080/oauth-provider \
//     [--token <access token>=act_<id>]... [--campaigns 40] [--ad-sets <first id>:<step>:<count>]
// It takes the stand-in OAuth provider's tokens (checked at the issuer's userinfo) and any --token given; every
// ad account holds --campaigns campaigns, their ad sets the ids --ad-sets lists (line items' platform ids).
import { generatedAccount } from './catalog';
import { startMetaAdsStandIn } from './server';
import { standInTokens } from './token-check';
import { idSequence, oauthStandInArguments, serveUntilStopped, tokenPairs } from '../ad-platforms/command-line';

const values = oauthStandInArguments('8591', {
  campaigns: { type: 'string', default: '8' },
  'ad-sets': { type: 'string' },
});

const tokens = tokenPairs(values.token, (id) => id);
const adSetIds = idSequence(values['ad-sets']);
const campaigns = Number(values.campaigns);

const standIn = await startMetaAdsStandIn(
  {
    tokenCheck: standInTokens(tokens, values.issuer),
    accountOf: (accountId) =>
      generatedAccount(accountId, {
        campaigns,
        adSetsPerCampaign: Math.max(1, Math.ceil(adSetIds.length / campaigns)),
        adSetIds,
      }),
  },
  Number(values.port),
);
serveUntilStopped(standIn, '[meta-ads] Meta Marketing API stand-in');
