// The journeys' shops and mail catchers, all started at once: Playwright starts its webServer
// entries one after the other, and six shops that each initialise a PGlite cluster (about 12 s of
// a core alone) took 81 s that way on the 2-core CI machine, about 70 s at once (the start is
// bound by the CPU either way; the gain is the mail catchers and the waits between entries).
// Usage: E2E_LANES='<json>' node support/lanes.mjs <ready port>. Each lane is
// { name, port, mail?: { smtpPort, httpPort }, env }; the ready port answers 200 on /health once
// every shop answers /api/health and every mail catcher /health, and 503 before. A process that
// exits stops them all, so Playwright reports the failure instead of waiting out its time limit.
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";

const readyPort = Number(process.argv[2]);
const lanes = JSON.parse(process.env.E2E_LANES ?? "[]");
if (!readyPort || lanes.length === 0) {
  console.error("usage: E2E_LANES='<json>' lanes.mjs <ready port>");
  process.exit(2);
}
const here = import.meta.dirname;
const children = [];
let stopping = false;

function stopAll(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  process.exitCode = code;
  setTimeout(() => process.exit(code), 5_000).unref();
  server.close();
}

function start(label, args, env) {
  const child = spawn(process.execPath, args, { cwd: path.join(here, ".."), env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (stream, target) => stream.on("data", (chunk) => target.write(String(chunk).replace(/^(?=.)/gm, `[${label}] `)));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[${label}] exited (${signal ?? code}) before the journeys ended`);
    stopAll(1);
  });
  children.push(child);
}

const checks = [];
for (const lane of lanes) {
  if (lane.mail) {
    start(`mail ${lane.name}`, [path.join(here, "mail-catcher.mjs"), String(lane.mail.smtpPort), String(lane.mail.httpPort)], {});
    checks.push(`http://127.0.0.1:${lane.mail.httpPort}/health`);
  }
  start(`shop ${lane.name}`, [path.join(here, "../../scripts/start.mjs")], lane.env);
  checks.push(`http://127.0.0.1:${lane.port}/api/health`);
}

let ready = false;
async function allAnswer() {
  const answers = await Promise.all(checks.map((url) => fetch(url).then((response) => response.ok, () => false)));
  return answers.every(Boolean);
}
(async () => {
  while (!stopping && !(await allAnswer())) await new Promise((resolve) => setTimeout(resolve, 250));
  ready = true;
})();

const server = http.createServer((_request, response) => {
  response.writeHead(ready ? 200 : 503).end(ready ? "ready" : "starting");
});
server.listen(readyPort, "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => stopAll(0));
