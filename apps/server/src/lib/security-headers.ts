import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/**
 * Helmet's headers for these options, computed once: @fastify/helmet rebuilds the same set
 * (the CSP string included) on every request, about a fifth of the CPU of a cached read. They
 * depend only on the configuration, so a throwaway instance answers one request with helmet
 * and its header set is kept: the same plugin and options decide, nothing hand-written.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(fastifyHelmet, options);
    // Helmet wrote straight onto the raw response in onRequest: those are exactly its headers.
    probe.get("/", (_request, reply) => reply.send(reply.raw.getHeaders()));
    const answer = await probe.inject({ method: "GET", url: "/" });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.json<Record<string, unknown>>())) headers[name] = String(value);
    return headers;
  } finally {
    await probe.close();
  }
}

/** Sets the precomputed headers on every answer (API, the SPA's files, errors, 404s). */
export function applySecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
