import { useNavigate } from 'react-router-dom';
import { emitPlayerCommand } from '@upclub/shared/bus';
import { reportError } from '@upclub/shared/api';
import { streamingProvider } from '@upclub/shared/providers';

/** Where a user without a streaming account goes (spec part 1 §2 route authorize_spotify). */
export const AUTHORIZE_PATH = '/authorize-spotify';

/**
 * Unlinks the streaming account: the music stops, the provider forgets the link (Spotify: the
 * tokens and the encrypted holder of this browser; OpenSubsonic: the link the API keeps), and the
 * user is asked to connect an account again (the guard sends nobody further without one). A link
 * the API could not forget stays, and the failure is told.
 */
export function useUnlink(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    emitPlayerCommand({ type: 'pause' });
    try {
      await streamingProvider().accountLink.unlink();
    } catch (error) {
      reportError(error);
      return;
    }
    void navigate(AUTHORIZE_PATH);
  };
}
