import {
  createReviewBodySchema,
  createReviewResponseSchema,
  deleteReviewResponseSchema,
  idParamsSchema,
  pageQuerySchema,
  reviewFormLabels,
  reviewListSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { assertAllowedImage } from "../lib/images";
import { pageKey, pageOf } from "../lib/paging";
import { sendReady } from "../lib/ready-bytes";
import { deleteReview, saveReview } from "../modules/reviews/reviews";

/**
 * The reviews: the public list (ready bytes from its cache, answered before Fastify too), Add
 * a Review (one per customer: a second one replaces it) and moderation.
 */
export const reviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    "/reviews",
    // Refused (400) rather than ignored, like the tools' list: see toolListQuerySchema.
    {
      config: { hot: { lookup: (url) => ctx.reviewPages.builtPage(url) } },
      schema: { querystring: pageQuerySchema.strict(), response: { 200: reviewListSchema } },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      return sendReady(request, reply, await ctx.reviewPages.ready(pageKey("/api/reviews", page), page));
    },
  );
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
