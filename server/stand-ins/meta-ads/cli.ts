// The Meta Ads stand-in on its own port, as `pnpm dev` starts it:
//   tsx server/stand-ins/meta-ads/cli.ts --port 8591 --issuer http://localhost:8080/oauth-provider \
//     [--token <access token>=act_<id>]... [--campaigns 40] [--ad-sets <first id>:<step>:<count>]
// It takes the stand-in OAuth provider's tokens (checked at the issuer's userinfo) and any --token given; every
// ad account holds --campaigns campaigns, their ad sets the ids --ad-sets lists (line items' platform ids).
import { parseArgs } from 'node:util';
import { generatedAccount } from './catalog';
import { startMetaAdsStandIn } from './server';
import { eitherTokenCheck, fixedTokens, providerTokenCheck } from './token-check';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8591' },
    issuer: { type: 'string' },
    token: { type: 'string', multiple: true, default: [] },
    campaigns: { type: 'string', default: '8' },
    'ad-sets': { type: 'string' },
  },
});

const tokens: Record<string, string[]> = {};
for (const pair of values.token) {
  const [token, accountId] = pair.split('=');
  if (token && accountId) (tokens[token] ??= []).push(accountId);
}
// Meta's ids pass 2^53: the list is made with BigInt.
const [first = '0', step = '1', count = '0'] = (values['ad-sets'] ?? '').split(':');
const adSetIds = Array.from({ length: Number(count) }, (_, i) => String(BigInt(first) + BigInt(i) * BigInt(step)));
const campaigns = Number(values.campaigns);

const standIn = await startMetaAdsStandIn(
  {
    tokenCheck: eitherTokenCheck(fixedTokens(tokens), values.issuer ? providerTokenCheck(values.issuer) : null),
    accountOf: (accountId) =>
      generatedAccount(accountId, {
        campaigns,
        adSetsPerCampaign: Math.max(1, Math.ceil(adSetIds.length / campaigns)),
        adSetIds,
      }),
  },
  Number(values.port),
);
console.log(`[meta-ads] Meta Marketing API stand-in at ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
