// Starting and ending the servers a test run starts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const END_WITH_PARENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'end-with-parent.cjs');

/**
 * The command and arguments that run `node entry` so that it ends with the run: spawn it with
 * LIFELINE as its stdio (a pipe on descriptor 3, which ./end-with-parent.cjs watches).
 */
export const LIFELINE = ['ignore', 'ignore', 'pipe', 'pipe'];
export const nodeEndingWithParent = (entry) => [process.execPath, '--require', END_WITH_PARENT, entry];

/** How long a process may take to close after SIGTERM before SIGKILL (the API gives up after 10 s). */
const STOP_GRACE_MS = 15_000;

/** SIGTERM to each process still running, then SIGKILL to one still closing after the grace. */
export async function endProcesses(list) {
  const running = [...list].filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const killer = setTimeout(() => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, STOP_GRACE_MS);
  await Promise.all(running.map((c) => new Promise((resolve) => c.once('exit', resolve))));
  clearTimeout(killer);
}
