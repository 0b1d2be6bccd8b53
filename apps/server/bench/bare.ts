/**
 * The yardstick of `npm run bench`: a bare node:http server answering, per path, the bytes the
 * shop answered for it (read from the JSON file named by argv[2]), on PORT. It says "ready".
 */
import { readFileSync } from "node:fs";
import http from "node:http";

interface Recorded {
  contentType: string;
  body: string; // base64
}

const recorded = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as Record<string, Recorded>;
const answers = new Map(Object.entries(recorded).map(([path, { contentType, body }]) => [path, { contentType, body: Buffer.from(body, "base64") }]));

http
  .createServer((request, response) => {
    const answer = answers.get(request.url ?? "");
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": answer.contentType, "content-length": answer.body.length }).end(answer.body);
  })
  .listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
