import { startSupysonic, supysonicMissing, type Supysonic } from '@upclub/testing/supysonic';

// Each test file here runs one real supysonic (jest/supysonic.ts) for its tests.

const missing = supysonicMissing();
const INSTALL = 'bash scripts/ensure-supysonic.sh installs it';

if (missing.length > 0 && process.env.CI) {
  // CI installs it (.ci/run): a skip there would hide a missing install step.
  throw new Error(`supysonic's tests cannot run in CI: missing ${missing.join(', ')} (${INSTALL})`);
}
if (missing.length > 0) {
  console.warn(`Skipping the tests against supysonic: missing ${missing.join(', ')} (${INSTALL}).`);
}

/** The supysonic of the enclosing `describeSupysonic`, once started. */
export interface ServerRef {
  readonly server: Supysonic;
}

/**
 * `describe` with a supysonic started before the tests and stopped (its folder removed) after
 * them; skipped, with the message above, where supysonic is not installed.
 */
export function describeSupysonic(name: string, tests: (ref: ServerRef) => void): void {
  const describeIf = missing.length > 0 ? describe.skip : describe;
  describeIf(`supysonic: ${name}`, () => {
    let started: Supysonic | undefined;
    const ref: ServerRef = {
      get server() {
        if (!started) throw new Error('supysonic did not start');
        return started;
      },
    };
    beforeAll(async () => {
      started = await startSupysonic();
    }, 30_000);
    afterAll(async () => {
      await started?.stop();
    });
    tests(ref);
  });
}
