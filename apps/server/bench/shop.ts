/** The built shop as a child process of a benchmark, started and stopped as a deployment would. */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, openSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const serverDir = fileURLToPath(new URL("..", import.meta.url));
const built = path.join(serverDir, "dist/server.js");

/** The account the benchmarks' shop bootstraps as its admin. */
export const BENCH_ADMIN = { email: "bench-admin@example.com", password: "Bench-admin-pass-1" } as const;

export function requireBuild(): void {
  if (!existsSync(built) || !existsSync(path.join(serverDir, "../web/dist/index.html"))) {
    console.error("Build the shop first: npm run build");
    process.exit(1);
  }
}

export const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

/** Whether `port` (0: any) can be listened on; answers the port it got, or null. */
async function tryListen(port: number): Promise<number | null> {
  const server = net.createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => resolve(true));
  });
  if (!listening) return null;
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return address === null || typeof address === "string" ? null : address.port;
}

/** Ports already handed out by this process: a shop started a moment ago may not be listening yet. */
const handedOut = new Set<number>();

/**
 * A free port: any, or with BENCH_PORTS=first-last (a shared machine where each user has a range)
 * the first free one of that range not handed out before.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? "");
  if (!range) {
    const port = await tryListen(0);
    if (port === null) throw new Error("no port");
    return port;
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port += 1) {
    if (handedOut.has(port) || (await tryListen(port)) === null) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

export async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url}`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = exited(child);
  child.kill("SIGTERM");
  await done;
}

export interface Running {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * `node dist/server.js` (or another build's `server`) on a free port with the database `env` names, BENCH_ADMIN as its admin
 * and the default log level, its log written to `logFile` as a deployment would keep it.
 */
export async function startShop(env: Record<string, string>, logFile: string, server = built): Promise<Running> {
  const port = await freePort();
  const log = openSync(logFile, "a");
  const { LOG_LEVEL: _default, ...inherited } = process.env;
  const child = spawn(process.execPath, [server], {
    cwd: serverDir,
    env: {
      ...inherited,
      ...env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      AUTH_SECRET: "bench-secret-".padEnd(48, "x"),
      PAYMENT_PROVIDER: "test",
    },
    stdio: ["ignore", log, log],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/health`, child, "the shop");
  return { origin, child, stop: () => stop(child) };
}
