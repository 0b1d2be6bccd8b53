import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE } from "../src/db/data-dir-lock";
import { freshDatabase } from "./database";

/**
 * Issue 35 item 5: a restart in seconds. The shop as `npm start` runs it (server.ts through tsx),
 * on PGlite in a folder of its own, or on a database of its own when TEST_DATABASE_URL is set.
 * A kept-alive connection is busy at the signal (its request's headers are in, its body is not)
 * and idle after its answer; the client never closes it.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

interface Running {
  child: ChildProcess;
  origin: { host: string; port: number };
  dataDir: string;
  /** Resolves at the first log line containing `text`. */
  logged(text: string): Promise<void>;
  exited: Promise<{ code: number | null; at: number }>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(env: Record<string, string>): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-shutdown-"));
  const fresh = serverUrl ? await freshDatabase(serverUrl) : undefined;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: {
      PATH: process.env.PATH ?? "",
      DATA_DIR: dataDir,
      ...(fresh?.url ? { DATABASE_URL: fresh.url } : {}),
      AUTH_SECRET: randomBytes(32).toString("hex"),
      PORT: "0",
      SEED_DEMO: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once("exit", (code) => resolve({ code, at: Date.now() })));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
    await fresh?.database.close();
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const lines: string[] = [];
  const waiting: { text: string; resolve: () => void }[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => {
    lines.push(line);
    for (const waiter of waiting.filter((w) => line.includes(w.text))) waiter.resolve();
  });
  const logged = (text: string) =>
    new Promise<void>((resolve) => {
      if (lines.some((line) => line.includes(text))) resolve();
      else waiting.push({ text, resolve });
    });
  const address = await Promise.race([
    logged("Server listening at http://127.0.0.1:").then(() => lines.find((line) => line.includes("Server listening at")) ?? ""),
    exited.then(({ code }) => {
      throw new Error(`the server exited with ${code} before listening: ${stderr}`);
    }),
  ]);
  const port = Number(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(address)?.[1]);
  return { child, origin: { host: "127.0.0.1", port }, dataDir, logged, exited };
}

/** A raw kept-alive connection: its answers in order, and whether the server closed it. */
function keptAlive(origin: { host: string; port: number }) {
  const socket: Socket = connect(origin);
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => {});
  cleanups.push(async () => void socket.destroy());
  /** The next complete answer (head lines, body), taken off what was received; fails after 5 s. */
  const nextAnswer = async () => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const end = received.indexOf("\r\n\r\n");
      if (end >= 0) {
        const lines = received.slice(0, end).split("\r\n");
        const length = Number(lines.find((line) => /^content-length:/i.test(line))?.split(":")[1] ?? 0);
        if (received.length >= end + 4 + length) {
          const answer = { head: lines.map((line) => line.toLowerCase()), body: received.slice(end + 4, end + 4 + length) };
          received = received.slice(end + 4 + length);
          return answer;
        }
      }
      if (Date.now() > deadline) throw new Error(`no complete answer; received: ${received}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { socket, closed, nextAnswer };
}

const body = JSON.stringify({ email: "nobody@example.com", password: "not-a-password" });
const head = (port: number) =>
  `POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n`;

describe(`SIGTERM on ${serverUrl ? "PostgreSQL" : "PGlite"}`, { timeout: 180_000 }, () => {
  it("answers the request in flight with Connection: close, closes its connection once idle, and exits at once", async () => {
    const server = await startServer({});
    const connection = keptAlive(server.origin);
    // Kept alive: a first answer leaves the connection open.
    connection.socket.write(head(server.origin.port) + body);
    const first = await connection.nextAnswer();
    expect(first.head[0]).toBe("http/1.1 401 unauthorized");
    expect(first.head).toContain("connection: keep-alive");
    connection.socket.write(head(server.origin.port));
    // Busy at the signal: the second request's headers are in (Node has handed it over), its body is not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    await server.logged("shutting down");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.child.exitCode).toBeNull();
    connection.socket.write(body);
    const second = await connection.nextAnswer();
    expect(second.head[0]).toBe("http/1.1 401 unauthorized");
    expect(second.head).toContain("connection: close");
    // Idle now, and never closed by the client: the server closes it, and exits well within the grace (10 s).
    await connection.closed;
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(5_000);
    if (!serverUrl) expect(existsSync(path.join(server.dataDir, LOCK_FILE))).toBe(false);
  });

  it("exits within SHUTDOWN_GRACE_SECONDS when a client never finishes its request", async () => {
    const server = await startServer({ SHUTDOWN_GRACE_SECONDS: "2" });
    const connection = keptAlive(server.origin);
    connection.socket.write(head(server.origin.port));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    await connection.closed;
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(2_000);
    if (!serverUrl) expect(existsSync(path.join(server.dataDir, LOCK_FILE))).toBe(false);
  });
});
