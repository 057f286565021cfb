import { useNavigate } from 'react-router-dom';
import { emitPlayerCommand } from '@upclub/shared/bus';
import { clearProviderSession } from '@upclub/shared/session';

/** Where a user without a streaming account goes (spec part 1 §2 route authorize_spotify). */
export const AUTHORIZE_PATH = '/authorize-spotify';

/**
 * Unlinks the streaming account on this browser: the music stops, the provider tokens and the
 * encrypted holder go, and the user is asked to connect an account again (the guard sends
 * nobody further without one).
 */
export function useUnlink(): () => void {
  const navigate = useNavigate();
  return () => {
    emitPlayerCommand({ type: 'pause' });
    clearProviderSession();
    void navigate(AUTHORIZE_PATH);
  };
}
