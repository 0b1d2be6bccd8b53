import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";
import { baseURL } from "../playwright.config";

const root = fileURLToPath(new URL("../..", import.meta.url));
// The journeys' own server holds the configured port; this one takes the next.
const port = Number(new URL(baseURL).port) + 1;
const health = `http://127.0.0.1:${port}/api/health`;

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/** Every process below `pid`, from /proc (Linux, as CI is). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (comm) state ppid …`; comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test("stopping `npm start` by its PID stops the server with it; its log off a terminal is JSON lines", async () => {
  // A long journey: three times the suite's time limit.
  test.slow();
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-start-"));
  const npm = spawn("npm", ["start"], {
    cwd: root,
    stdio: ["ignore", "pipe", "ignore"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "0", LOG_LEVEL: "info" },
  });
  let output = "";
  npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
  let below: number[] = [];
  try {
    await expect.poll(() => answers(health), { timeout: 90_000, intervals: [250] }).toBe(true);
    below = descendants(npm.pid ?? 0);
    expect(below.length).toBeGreaterThan(0);

    process.kill(npm.pid ?? 0, "SIGTERM");
    await exited;

    await expect.poll(() => answers(health), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => below.filter(alive), { timeout: 10_000 }).toEqual([]);

    // stdout is a pipe here, so the server logs one JSON object per line (pino-pretty only on a terminal).
    const ready = output.split("\n").find((line) => line.includes("shop ready"));
    expect(ready).toBeDefined();
    expect(JSON.parse(ready ?? "")).toMatchObject({ level: 30, msg: expect.stringContaining("shop ready") });
  } finally {
    // Whatever the outcome, leave no server behind on the port or the folder.
    for (const pid of below.filter(alive)) process.kill(pid, "SIGKILL");
    if (npm.exitCode === null) npm.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
