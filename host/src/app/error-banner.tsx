import { clearError, isSessionExpiredError, useErrorStore, useSessionStore } from '@beacon/shared/session';
import { Alert } from 'antd';
import { useNavigate } from 'react-router';
import { endSessionHere } from '../auth/session';

/** The error banner, for signed-in users only; closing it clears the error, or signs out when the session expired. */
export function ErrorBanner() {
  const error = useErrorStore();
  const signedIn = useSessionStore((state) => state.status === 'signedIn');
  const navigate = useNavigate();
  if (!error.hasError || !signedIn) return null;
  const close = async () => {
    const expired = isSessionExpiredError(error);
    clearError();
    if (expired) {
      await endSessionHere();
      await navigate('/auth/login', { replace: true });
    }
  };
  return (
    <Alert
      type="error"
      showIcon
      closable
      role="alert"
      style={{ marginBottom: 16 }}
      title={error.uiMessage}
      description={
        error.fieldMessages.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {error.fieldMessages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : undefined
      }
      onClose={() => void close()}
    />
  );
}
