import { useNavigate } from 'react-router';

/** Go Back: one step back, or to / when this tab has no history to go back to. Spec section 2. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
}
