import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useAuth } from '../../lib/auth.ts';
import { loginPathFor } from '../../lib/navigation.ts';

/**
 * Signed out from elsewhere (token expired, another tab logged out): to the login page, then back here. A deliberate
 * logout navigates by itself; a navigation under way finishes first.
 */
export function useSignedOutRedirect() {
  const { status, endedBy } = useAuth();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'anonymous' && endedBy !== 'logout' && navigation.state === 'idle') {
      void navigate(loginPathFor(location.pathname, location.search), { replace: true });
    }
  }, [status, endedBy, navigation.state, navigate, location.pathname, location.search]);
}
