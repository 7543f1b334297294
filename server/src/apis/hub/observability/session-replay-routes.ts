import { Type } from 'typebox';
import { accessOf } from '../../../kernel/access/path-guard';
import { Data, Nullable } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { recordChange } from '../../../kernel/audit/record';
import { sessionReplaySetting, setSessionReplayRate } from '../../../domains/observability/session-replay-setting';
import { ADMINISTRATION } from '../../../kernel/access/requirements';

const SessionReplay = Type.Object({
  sampleRate: Type.Number({ minimum: 0, maximum: 1, description: 'share of sessions recorded; 0 is off' }),
  updatedBy: Nullable(Type.String()),
  updatedAt: Nullable(Type.String()),
});

/** The Releases page's session replay sampling (BeaconAdmin only), served to browsers through /config.json. */
export async function sessionReplayRoutes(api: Api, { db, sessionReplayDefault }: ApiDeps) {
  const operation = operations(api, ['Releases']);
  operation.get(
    '/releases/session-replay',
    { operationId: 'getSessionReplaySetting', requires: ADMINISTRATION, returns: Data(SessionReplay), refuses: [403] },
    async () => ({ data: await sessionReplaySetting(db, sessionReplayDefault) }),
  );

  operation.put(
    '/releases/session-replay',
    {
      operationId: 'setSessionReplaySetting',
      requires: ADMINISTRATION,
      body: Type.Object({ sampleRate: Type.Number({ minimum: 0, maximum: 1 }) }, { additionalProperties: false }),
      returns: Data(SessionReplay),
      refuses: [403],
    },
    async (request) => {
      const { sampleRate } = request.body;
      const before = await sessionReplaySetting(db, sessionReplayDefault);
      await setSessionReplayRate(db, sampleRate, accessOf(request).user.email);
      await recordChange(db, request, {
        action: 'release.session-replay-changed',
        target: 'session replay',
        clientId: null,
        details: { sampleRate, previousSampleRate: before.sampleRate },
      });
      return { data: await sessionReplaySetting(db, sessionReplayDefault) };
    },
  );
}
