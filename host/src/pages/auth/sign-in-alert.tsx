import type { SignInAlert as Alerted } from '../../auth/sign-in/sign-in-errors';
import { Alert } from 'antd';

/** Sign-in, recovery and new-password errors: an alert with a title and a detail. Spec section 8. */
export function SignInAlert({ alert }: { alert: Alerted | null }) {
  if (!alert) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={alert.title}
      description={alert.detail}
      style={{ marginBottom: 16 }}
    />
  );
}
