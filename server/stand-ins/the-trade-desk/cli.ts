// The Trade Desk stand-in on its own port, as `pnpm dev` starts it:
//   tsx server/stand-ins/the-trade-desk/cli.ts --port 8594 [--token <API token>=<partner id>]...
//     [--advertisers 3] [--campaigns 40] [--ad-groups <id>,<id>,...] [--template <My Reports template name>]
// A token given is TTD's API token of that partner; every advertiser of a partner holds the --ad-groups ids (line
// items' platform ids) and one more ad group of its own.
import { parseArgs } from 'node:util';
import { serveUntilStopped } from '../ad-platforms/command-line';
import { generatedPartner } from './catalog';
import { startTheTradeDeskStandIn } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8594' },
    token: { type: 'string', multiple: true, default: [] },
    advertisers: { type: 'string', default: '3' },
    campaigns: { type: 'string', default: '8' },
    'ad-groups': { type: 'string', default: '' },
    template: { type: 'string', default: 'Beacon daily ad group delivery' },
  },
});

const tokens = new Map<string, string>();
for (const pair of values.token) {
  const [token, partnerId] = pair.split('=');
  if (token && partnerId) tokens.set(token, partnerId);
}
const adGroupIds = values['ad-groups'].split(',').filter(Boolean);

const standIn = await startTheTradeDeskStandIn(
  {
    tokenCheck: (token) => tokens.get(token) ?? null,
    partnerOf: (partnerId) =>
      generatedPartner(partnerId, {
        advertisers: Number(values.advertisers),
        campaigns: Number(values.campaigns),
        adGroupIds,
      }),
    templates: [values.template],
  },
  Number(values.port),
);
serveUntilStopped(standIn, '[the-trade-desk] The Trade Desk API stand-in');
