/**
 * `npm run size -w @shop/web` (after the build): the JS and CSS the home route loads before it
 * renders, i.e. what dist/index.html names (entry script, modulepreloads, stylesheets), gzip
 * level 9 and brotli bytes. The budget: ≤ 120 KB gzip.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
const kb = (bytes) => (bytes / 1024).toFixed(1);
let gzip = 0;
let brotli = 0;
for (const file of files) {
  const bytes = readFileSync(path.join(dist, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  const br = brotliCompressSync(bytes).length;
  gzip += gz;
  brotli += br;
  console.log(`${file.padEnd(44)} ${kb(bytes.length).padStart(7)} KB raw ${kb(gz).padStart(6)} KB gzip ${kb(br).padStart(6)} KB br`);
}
console.log(`home route initial JS + CSS: ${kb(gzip)} KB gzip, ${kb(brotli)} KB brotli (${files.length} files)`);
