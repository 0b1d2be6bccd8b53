import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client";
import { LOCK_FILE } from "./data-dir-lock";

const folders: string[] = [];
const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "shop-lock-"));
  folders.push(folder);
  return folder;
}

async function open(dataDir: string): Promise<Database> {
  const database = await openDatabase({ dataDir });
  opened.push(database);
  return database;
}

const inUse = (dataDir: string, pid: number) => new RegExp(`^DATA_DIR ${path.resolve(dataDir)} is in use by process ${pid}: PGlite allows one process per data folder`);

describe("one process per PGlite DATA_DIR", { timeout: 90_000 }, () => {
  it("refuses a second opening of a folder in use, naming the folder and the process; after close it opens again", async () => {
    const dataDir = tempDataDir();
    const first = await open(dataDir);
    await expect(openDatabase({ dataDir })).rejects.toThrow(inUse(dataDir, process.pid));
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    await open(dataDir);
  });

  it("refuses to start a second process on the folder, with the message on stderr", async () => {
    const dataDir = tempDataDir();
    await open(dataDir);
    const script = `import("./src/db/client.ts").then((m) => m.openDatabase({ dataDir: ${JSON.stringify(dataDir)} })).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(1); })`;
    const result = await promisify(execFile)(process.execPath, ["--import", "tsx", "-e", script], { cwd: path.resolve(import.meta.dirname, "../..") }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(inUse(dataDir, process.pid));
  });

  it("takes over the lock of a process that is gone", async () => {
    const dataDir = tempDataDir();
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(path.join(dataDir, LOCK_FILE), `${gone}\n`);
    await open(dataDir);
    expect(readFileSync(path.join(dataDir, LOCK_FILE), "utf8").trim()).toBe(String(process.pid));
  });
});
