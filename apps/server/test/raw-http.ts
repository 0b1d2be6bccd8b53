import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

/** An answer as it left the shop's socket: the hot reads answered before Fastify are seen too (inject never sees them). */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function rawRequest(origin: string, url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(new URL(url, origin), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** A page or answer read as text. */
export async function rawText(origin: string, url: string, headers: Record<string, string> = {}): Promise<Omit<RawAnswer, "body"> & { body: string }> {
  const answer = await rawRequest(origin, url, headers);
  return { ...answer, body: answer.body.toString() };
}
