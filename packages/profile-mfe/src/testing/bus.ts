import { onNotice, type Notice } from '@upclub/shared/bus';

const offs: Array<() => void> = [];
afterEach(() => offs.splice(0).forEach((off) => off()));

/** Everything `on` emits from now until the test ends. */
export function collect<T>(on: (fn: (value: T) => void) => () => void): T[] {
  const seen: T[] = [];
  offs.push(on((value) => seen.push(value)));
  return seen;
}

/** The notices raised from now until the test ends. */
export const collectNotices = () => collect<Notice>(onNotice);
