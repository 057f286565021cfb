// What a newcomer's browser fetches first, timed while the crowd signs up: the page
// (index.html) and a remote's entry, from each process in turn. Password hashing once shared
// the threads that read files, so a sign-up ramp slowed every first visit; these figures say
// whether it still does. They go into the report's table as routes of their own.
import { measured } from './requests.mjs';
import { sleep } from './settings.mjs';

/** The feed remote's entry file as the deployment publishes it (remotes.json: name → entry URL). */
async function remoteEntryPath(base) {
  const registry = await (await fetch(`${base}/remotes.json`)).json();
  return new URL(registry.feed ?? Object.values(registry)[0], `${base}/`).pathname;
}

const timed = (route, url) => measured(route, 'GET', url);

/**
 * Fetches both files every `everyMs` (one at a time, like one more visitor) until `untilMs`.
 * Returns false, and probes nothing, when the processes serve no pages (the API alone).
 */
export async function probeStaticFiles(bases, untilMs, everyMs = 250) {
  let entry;
  try {
    entry = await remoteEntryPath(bases[0]);
  } catch {
    return false;
  }
  let turn = 0;
  while (Date.now() < untilMs) {
    const base = bases[turn++ % bases.length];
    await timed('GET index.html (sign-up ramp)', `${base}/`);
    await timed('GET remote entry (sign-up ramp)', `${base}${entry}`);
    await sleep(everyMs);
  }
  return true;
}
