import type { z } from "zod";
import { healthSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendJsonBytes } from "../lib/ready-bytes";

/** `GET /api/health`: the same bytes every time, also answered before Fastify (decision 009). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = Buffer.from(JSON.stringify({ status: "ok" } satisfies z.infer<typeof healthSchema>));
  app.get("/health", { config: { hot: { fixed: health } }, schema: { response: { 200: healthSchema } } }, async (_request, reply) => sendJsonBytes(reply, health));
};
