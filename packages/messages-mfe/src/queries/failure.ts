import { reportError } from '@upclub/shared/api';

/**
 * Spec part 2 §8: a failed call's message is shown as an error notice, once: the API client
 * tells what it can (no answer, 400, 401, a refused write); anything left is said here.
 */
export function reportFailure(error: unknown): void {
  reportError(error);
}
