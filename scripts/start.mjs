// `npm start`: build what is missing or older than its sources, then serve the web app and the API on one port.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// A local .env (see .env.example) fills in what the environment does not set.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

/**
 * Each build with the sources it is made from. The migrations (apps/server/drizzle) are not
 * among them: the bundle reads that folder at run time, so a new migration needs no rebuild.
 */
const contract = ["packages/contract/src", "packages/contract/package.json"];
const builds = [
  {
    workspace: "@shop/web",
    // Built last of the two (the browser's files, then the server renderer).
    output: "apps/web/dist-ssr/entry-server.js",
    sources: ["apps/web/src", "apps/web/public", "apps/web/index.html", "apps/web/vite.config.ts", "apps/web/package.json", ...contract],
  },
  {
    workspace: "@shop/server",
    output: "apps/server/dist/server.js",
    sources: ["apps/server/src", "apps/server/build.mjs", "apps/server/package.json", ...contract],
  },
];

/** The newest modification time under a file or folder (0 when it does not exist); a walk of stat calls, cheap. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file changes its folder's time
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Why this build must run, or undefined when its output is newer than every source. */
function staleness({ output, sources }) {
  const outputFile = path.join(root, output);
  if (!existsSync(outputFile)) return "not built yet";
  const built = statSync(outputFile).mtimeMs;
  const changed = sources.find((source) => newestMtime(path.join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

for (const build of builds) {
  const reason = staleness(build);
  if (!reason) continue;
  console.log(`Building ${build.workspace} (${reason})…`);
  const result = spawnSync("npm", ["run", "build", "-w", build.workspace], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The server runs in this process, and package.json starts it with `exec`, so a signal sent
// to `npm start` reaches the server itself (see the start spec in e2e/tests).
await import("../apps/server/dist/server.js");
