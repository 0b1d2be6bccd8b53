/**
 * The yardstick of `npm run bench`: a bare node:http server answering, per path, the bytes the
 * shop answered for it (read from the JSON file named by argv[2]), on PORT. It says "ready".
 *
 * `path` answers the shop's whole answer: its status line, every header it sent (but the ones
 * node:http writes itself: date, connection, keep-alive) and its body, so the ratio measures
 * the shop's own work per request. `/body-only<path>` answers the body with only content-type
 * and content-length: the yardstick of the first figures, kept to show what the headers cost.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import { BODY_ONLY, type Recorded } from "./bare-answer";


const recorded = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as Record<string, Recorded>;
const answers = new Map<string, { headers: string[]; body: Buffer }>();
for (const [path, { headers, body }] of Object.entries(recorded)) {
  const bytes = Buffer.from(body, "base64");
  const contentType = headers.find(([name]) => name === "content-type")?.[1] ?? "application/json";
  answers.set(path, { headers: headers.flat(), body: bytes });
  answers.set(`${BODY_ONLY}${path}`, { headers: ["content-type", contentType, "content-length", String(bytes.length)], body: bytes });
}

http
  .createServer((request, response) => {
    const answer = answers.get(request.url ?? "");
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, answer.headers).end(answer.body);
  })
  .listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
