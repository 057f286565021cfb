import fs from 'node:fs';
import path from 'node:path';

// An embedded PGlite folder must never be opened by two processes at once. The process that
// serves it writes <dataDir>/server.pid while running; every other opener checks it first.

export const PID_FILE = 'server.pid';

export function pidFilePath(dataDir: string): string {
  return path.join(dataDir, PID_FILE);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process serving dataDir, if any (a stale file is ignored). */
export function livePidOf(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(pidFilePath(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by another process (pid ${pid}, see ${pidFilePath(dataDir)}). ` +
        'Stop that server first, or use a PostgreSQL server with DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

export function assertDataDirFree(dataDir: string): void {
  const pid = livePidOf(dataDir);
  if (pid !== null) throw new DataDirInUseError(dataDir, pid);
}

export function writePidFile(dataDir: string): void {
  fs.writeFileSync(pidFilePath(dataDir), `${process.pid}\n`);
}

/** Removes the pid file if it is ours. */
export function removePidFile(dataDir: string): void {
  try {
    const text = fs.readFileSync(pidFilePath(dataDir), 'utf8');
    if (Number.parseInt(text.trim(), 10) === process.pid) fs.rmSync(pidFilePath(dataDir), { force: true });
  } catch {
    // already gone
  }
}
