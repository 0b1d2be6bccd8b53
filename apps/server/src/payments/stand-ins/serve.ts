import Fastify, { type FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";

/**
 * A stand-in plugin on its own port of 127.0.0.1, for the adapters' tests (the shop serves the
 * same plugins under /dev when it runs). Answers its origin.
 */
export async function serveStandIn(prefix: string, plugin: (app: FastifyInstance) => Promise<void>): Promise<{ origin: string; close(): Promise<void> }> {
  const app = Fastify();
  await app.register(plugin, { prefix });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}
