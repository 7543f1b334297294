import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCompleteOAuth } from '../features/connections/complete-oauth';
import { CONNECTED_PARAM, takeOAuth, type PendingOAuth } from '../features/connections/oauth-return';

/**
 * `/oauth-redirect`: an ad platform sends the browser back here with `code` and `state` (or `error`). The
 * connection is completed with `GET /oauth/credentials`, then the user goes back to the page that started it,
 * which offers the ad accounts to pick from.
 */
export default function OAuthRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error');
  // Read once: a re-render must not lose what the starting page left for this state.
  const [pending] = useState<PendingOAuth | null>(() => takeOAuth(state));

  const credentials = useCompleteOAuth(pending, {
    code,
    state,
    iss: params.get('iss'),
    realmId: params.get('realmId'),
    refused,
  });

  const connectionId = credentials.data?.connection.connectionId;
  useEffect(() => {
    if (!pending || !connectionId) return;
    const back = new URL(pending.returnTo, window.location.origin);
    back.searchParams.set(CONNECTED_PARAM, connectionId);
    void navigate(`${back.pathname}${back.search}`, { replace: true });
  }, [pending, connectionId, navigate]);

  if (!pending) {
    if (!code && !refused) return <Navigate to="/" replace />;
    return (
      <Result
        status="warning"
        title="This connection was not started here"
        subTitle="Start it again from the data connections page of your reporting suite."
        extra={
          <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
            Go Back
          </Button>
        }
      />
    );
  }
  if (refused || credentials.isError) {
    return (
      <Result
        status="error"
        title="The account was not connected"
        subTitle={
          refused
            ? (params.get('error_description') ?? 'The ad platform did not allow the connection.')
            : 'The ad platform answered, but the connection could not be completed. Try again.'
        }
        extra={
          <Button type="primary" onClick={() => void navigate(pending.returnTo, { replace: true })}>
            Back to data connections
          </Button>
        }
      />
    );
  }
  return (
    <Result
      icon={<Spin size="large" />}
      title="Connecting your account"
      subTitle="Completing the connection with the ad platform…"
    />
  );
}
