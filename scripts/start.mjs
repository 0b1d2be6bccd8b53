// `npm start`: build what is not built yet, then serve the web app and the API on one port.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// A local .env (see .env.example) fills in what the environment does not set.
if (existsSync(new URL("../.env", import.meta.url))) process.loadEnvFile(fileURLToPath(new URL("../.env", import.meta.url)));
const builds = [
  { workspace: "@shop/web", output: "apps/web/dist/index.html" },
  { workspace: "@shop/server", output: "apps/server/dist/server.js" },
];
for (const { workspace, output } of builds) {
  if (existsSync(new URL(`../${output}`, import.meta.url))) continue;
  console.log(`Building ${workspace}…`);
  const result = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The server runs in this process, so signals reach it directly.
await import("../apps/server/dist/server.js");
