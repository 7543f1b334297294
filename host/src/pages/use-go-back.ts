import { useLocation, useNavigate } from 'react-router';

/** Go Back: one step back, or to / when this tab has no history in the app (spec section 2). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  // The first location of a session has the key "default": there is nothing of ours to go back to.
  const { key } = useLocation();
  return () => {
    if (key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  };
}
