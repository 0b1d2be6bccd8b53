import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite allows one process per data folder: a second one opens it without complaint and one
 * process's acknowledged writes are lost. So a process claims DATA_DIR with a lock file holding
 * its PID, created exclusively; a lock whose process is gone (a crash, a kill -9) is taken over.
 */
export const LOCK_FILE = ".lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${path.resolve(dataDir)} is in use by process ${pid}: PGlite allows one process per data folder. ` +
        `Stop that process first (or give this one another DATA_DIR, or use DATABASE_URL for several instances). ` +
        `If no such shop process runs, delete ${path.join(path.resolve(dataDir), LOCK_FILE)}.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** Claims `dataDir` for this process; the returned function gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 2) throw error;
    }
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
    // Stale (its process is gone) or unreadable: take it over.
    unlinkSync(file);
  }
  return () => {
    try {
      // Only our own lock: never one that a later process took over.
      if (Number.parseInt(readFileSync(file, "utf8"), 10) === process.pid) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}
