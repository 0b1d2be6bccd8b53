import type { FastifyInstance } from "fastify";

/** A request slower than this is logged at info whatever its status. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One line per request, at the end, instead of Fastify's two ("incoming request", "request
 * completed"): each line passes pino's redaction, which cost a cached read most of its
 * throughput (docs/decisions/009-hot-paths.md). Failures (4xx, 5xx) and slow requests are
 * logged at info; every other request at debug, so LOG_LEVEL=debug brings the full access log back.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    const notable = reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS;
    // A disabled level is pino's no-op: nothing is serialized or redacted for it.
    request.log[notable ? "info" : "debug"]({ req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, "request completed");
    done();
  });
}
