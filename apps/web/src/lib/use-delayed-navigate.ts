// Navigate after a pause (a success message stays readable first: 2 s after registration or an
// admin password change, 0.8 s after a password reset). Leaving the screen cancels it.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, { replace: true }), ms);
    },
    [navigate],
  );
}
