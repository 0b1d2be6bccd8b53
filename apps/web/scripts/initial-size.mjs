/**
 * `npm run size -w @shop/web` (after the build): the JS and CSS a first visit of the home route
 * downloads: what dist/index.html names and what its entry loads once the page has painted
 * (dist/first-load.json, written by the build), gzip level 9 and brotli bytes. The budget:
 * ≤ 185 KB gzip with React (decision 021).
 *
 * `--max-gzip-kb N` makes it a check: over N KB gzip, or zod among the files (the schemas load
 * beside the first API call, decision 020), or zod in the start of a page that hydrates without it
 * (first-load.json's `pages`: sign in, sign up, contact, My profile, payment, decision 052; an order, Manage All Orders, All Users, Manage Reviews, Sent Emails, the companies, decision 021), it exits 1. `npm test` runs it after its build, so a
 * change that pulls a library back into the first download fails there, with the list printed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const { files, bangla, pages } = JSON.parse(readFileSync(path.join(dist, "first-load.json"), "utf8"));
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Prints each file's sizes; answers their gzip and brotli totals. */
function measure(list) {
  let gz = 0;
  let br = 0;
  for (const file of list) {
    const bytes = readFileSync(path.join(dist, file));
    const fileGz = gzipSync(bytes, { level: 9 }).length;
    const fileBr = brotliCompressSync(bytes).length;
    gz += fileGz;
    br += fileBr;
    console.log(`${file.padEnd(44)} ${kb(bytes.length).padStart(7)} KB raw ${kb(fileGz).padStart(6)} KB gzip ${kb(fileBr).padStart(6)} KB br`);
  }
  return { gz, br };
}

const english = measure(files);
let gzip = english.gz;
console.log(`home route initial JS + CSS: ${kb(gzip)} KB gzip, ${kb(english.br)} KB brotli (${files.length} files)`);
// Issue 38: a Bangla page loads the catalogue's runtime before it hydrates (its messages come in
// the page itself, decision 060); the budget holds in both languages.
const extra = measure(bangla);
const banglaGzip = gzip + extra.gz;
console.log(`Bangla home route initial JS + CSS: ${kb(banglaGzip)} KB gzip, ${kb(english.br + extra.br)} KB brotli (${files.length + bangla.length} files)`);
gzip = Math.max(gzip, banglaGzip);

const limitAt = process.argv.indexOf("--max-gzip-kb");
if (limitAt !== -1) {
  const limit = Number(process.argv[limitAt + 1]);
  const problems = [];
  if (!(gzip / 1024 <= limit)) problems.push(`home route first download: ${kb(gzip)} KB gzip is over the budget of ${limit} KB`);
  const zodIn = (list) => list.filter((file) => /(^|\/)zod-/.test(file)).join(", ");
  const zod = zodIn([...files, ...bangla]);
  if (zod) problems.push(`home route first download: zod is in it: ${zod}`);
  for (const { page, files: start } of pages) {
    const zodAtStart = zodIn(start);
    if (zodAtStart) problems.push(`${page}: zod is in the page's start (its forms and answers load it later): ${zodAtStart}`);
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}

