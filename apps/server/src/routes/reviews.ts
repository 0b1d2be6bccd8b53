import { createReviewBodySchema, createReviewResponseSchema, deleteReviewResponseSchema, idParamsSchema, reviewFormLabels } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { assertAllowedImage } from "../lib/images";
import { deleteReview, saveReview } from "../modules/reviews/reviews";

/** Add a Review (one per customer: a second one replaces it) and moderation; the list (`GET /reviews`) is public and lives in catalogue.ts. */
export const reviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    "/review",
    { onRequest: ctx.guards.user, schema: { body: createReviewBodySchema, response: { 201: createReviewResponseSchema } } },
    async (request, reply) => {
      assertAllowedImage(ctx.config, request.body.img, "body.img", reviewFormLabels.img);
      const review = await saveReview(ctx.db, { ...request.body, userId: principalOf(request).userId });
      ctx.reviewPages.invalidate();
      // The spec's client reads insertedId: an update answers the id of the review it replaced.
      return reply.status(201).send({ acknowledged: true, insertedId: review._id, review });
    },
  );

  app.delete(
    "/reviews/:id",
    { onRequest: ctx.guards.user, schema: { params: idParamsSchema, response: { 200: deleteReviewResponseSchema } } },
    async (request) => {
      const { deletedCount } = await deleteReview(ctx.db, request.params.id, principalOf(request));
      if (deletedCount > 0) ctx.reviewPages.invalidate();
      return { acknowledged: true as const, deletedCount };
    },
  );
};
