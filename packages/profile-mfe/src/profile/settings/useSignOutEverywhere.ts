import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logoutAll, reportError, statusOf } from '@upclub/shared/api';
import { clearProductSession } from '@upclub/shared/session';

/** Where a signed-out user goes (spec part 1 §2 route login). */
export const LOGIN_PATH = '/login';

/**
 * Sign out everywhere: the API revokes every token of the user (this one too), then this
 * browser's product session ends and the user goes to login, as after signing out. A 401 means
 * this session had already ended: the same end. Any other failure keeps the user signed in
 * and says so.
 */
export function useSignOutEverywhere() {
  const navigate = useNavigate();
  const end = () => {
    clearProductSession();
    void navigate(LOGIN_PATH);
  };
  return useMutation({
    mutationFn: logoutAll,
    onSuccess: end,
    onError: (error) => (statusOf(error) === 401 ? end() : reportError(error)),
  });
}
