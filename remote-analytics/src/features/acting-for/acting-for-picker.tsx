import { actFor, useActingForStore } from '@beacon/shared/analytics-api';
import { hubPageQueryOptions } from '@beacon/shared/api';
import { useCurrentUser } from '@beacon/shared/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect } from 'react';

const YOURSELF = '';

/**
 * Agency staff only: act for one of the client's users in analytics (X-Impersonated-By). The pages then show and
 * allow what that user sees and may do, and Administration's Activity lists every call made for them.
 */
export function ActingForPicker({ clientId }: { clientId: number }) {
  const me = useCurrentUser();
  const internal = me?.type === 'INTERNAL';
  const actingFor = useActingForStore((state) => state.user);
  const client = useQueryClient();
  const users = useQuery({
    ...hubPageQueryOptions(
      '/clients/{clientId}/users',
      { path: { clientId }, query: { enabled: true, page: 1, pageSize: 100 } },
      { silentOn: [403, 404] },
    ),
    enabled: internal,
  });
  // Acting for someone ends on leaving their client.
  useEffect(() => {
    if (actingFor && actingFor.clientId !== clientId) actFor(null);
  }, [actingFor, clientId]);
  if (!internal) return null;
  const choose = (username: string) => {
    const user = users.data?.data.find((u) => u.username === username);
    actFor(user ? { username: user.username, name: `${user.firstName} ${user.lastName}`, clientId } : null);
    // Everything analytics answered was for the one acting before.
    void client.invalidateQueries({ queryKey: ['analytics'] });
  };
  return (
    <Select
      aria-label="Act for"
      style={{ minWidth: 220 }}
      value={actingFor?.clientId === clientId ? actingFor.username : YOURSELF}
      loading={users.isPending}
      onChange={choose}
      options={[
        { value: YOURSELF, label: 'Acting as yourself' },
        ...(users.data?.data ?? []).map((u) => ({
          value: u.username,
          label: `Acting for ${u.firstName} ${u.lastName} (${u.email})`,
        })),
      ]}
    />
  );
}
