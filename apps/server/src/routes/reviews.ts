import { createReviewBodySchema, createReviewResponseSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { createReview } from "../modules/reviews/reviews";

/** Add a Review; the list (`GET /reviews`) is public and lives in catalogue.ts. */
export const reviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    "/review",
    { onRequest: ctx.guards.user, schema: { body: createReviewBodySchema, response: { 201: createReviewResponseSchema } } },
    async (request, reply) => {
      const review = await createReview(ctx.db, { ...request.body, userId: principalOf(request).userId });
      return reply.status(201).send({ acknowledged: true, insertedId: review._id, review });
    },
  );
};
