import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** The whole body of a request to a local stand-in of a third-party API. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

/** Starts a local HTTP stand-in (Google, Stripe) on a free port of 127.0.0.1. */
export async function startStandIn(handler: RequestListener): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * A local stand-in of VIES's REST API (`POST /check-vat-number` with `{countryCode, vatNumber}`):
 * answers `valid` as `isValid(id)` says for the whole ID ("FR40303265045"), with a registered name
 * for a valid one and VIES's "---" otherwise. Its `url` is what VAT_LOOKUP_URL takes.
 */
export async function startViesStandIn(isValid: (vatId: string) => boolean, name = "COOPERATIVE AGRICOLE") {
  const standIn = await startStandIn((request, response) => {
    void readBody(request).then((body) => {
      const { countryCode, vatNumber } = JSON.parse(body) as { countryCode: string; vatNumber: string };
      const valid = request.url === "/check-vat-number" && isValid(`${countryCode}${vatNumber}`);
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ countryCode, vatNumber, valid, name: valid ? name : "---" }));
    });
  });
  return { ...standIn, url: `http://127.0.0.1:${standIn.port}/` };
}
