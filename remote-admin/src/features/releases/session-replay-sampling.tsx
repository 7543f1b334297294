import { hubKey, hubPut, hubQueryOptions } from '@beacon/shared/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Radio, Skeleton, Typography } from 'antd';

const SESSION_REPLAY = '/releases/session-replay';
/** The shares a BeaconAdmin picks from; 0 is off. */
const RATES = [0, 0.01, 0.05, 0.1, 0.25, 0.5, 1];

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
const labelOf = (rate: number) => (rate === 0 ? 'Off' : percent(rate));

/** `GET`/`PUT /api/releases/session-replay`: the share of browser sessions recorded, served through /config.json. */
export function SessionReplaySampling() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = hubQueryOptions(SESSION_REPLAY, {});
  const setting = useQuery(query);
  const change = useMutation({
    mutationFn: (sampleRate: number) => hubPut(SESSION_REPLAY, { body: { sampleRate } }),
    onSuccess: (saved) => {
      client.setQueryData(query.queryKey, saved);
      void message.success(`Session replay: ${labelOf(saved.sampleRate)}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: hubKey(SESSION_REPLAY) }),
  });
  const current = setting.data;
  const rates =
    current && !RATES.includes(current.sampleRate) ? [...RATES, current.sampleRate].sort((a, b) => a - b) : RATES;
  return (
    <Card title="Session replay" size="small">
      {!current ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <Typography.Paragraph>
            The share of browser sessions recorded, each replay kept with the errors it saw. Browsers that start from
            now on use it.
          </Typography.Paragraph>
          <Radio.Group
            aria-label="Session replay sampling"
            optionType="button"
            value={current.sampleRate}
            disabled={change.isPending}
            onChange={(event) => change.mutate(event.target.value as number)}
            options={rates.map((rate) => ({ value: rate, label: labelOf(rate) }))}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {current.updatedBy
              ? `Set by ${current.updatedBy} on ${new Date(current.updatedAt ?? '').toLocaleString()}.`
              : "The server's default (BEACON_SESSION_REPLAY_RATE)."}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
