import { cartBodySchema, cartSchema, MAX_ORDER_LINES } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { answerInTransaction, idempotent } from "../lib/idempotency";
import { mergeIntoCart, readCart, replaceCart } from "../modules/carts/carts";

/** Issue 27: the signed-in buyer's cart, kept on the server so it follows them to another browser. */
export const cartRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;

  app.get(
    "/cart",
    { onRequest: guards.user, schema: { description: "The caller's saved cart; tools that left the shop since are left out.", response: { 200: cartSchema } } },
    async (request) => readCart(ctx.db, principalOf(request).userId),
  );

  app.put(
    "/cart",
    {
      onRequest: guards.user,
      schema: {
        description:
          "Replaces the caller's cart (an empty list empties it). Each line as `POST /api/orders` takes `items`; a tool that is not in the shop answers 400 with its line's field, and the saved cart stays as it was. Minimums, pack sizes and stock are checked when ordering.",
        body: cartBodySchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => replaceCart(ctx.db, principalOf(request).userId, request.body.items),
  );

  // Beyond the CONTRACT (decision 035): the web app sends the visitor's browser cart here at sign-in.
  app.post(
    "/cart/merge",
    {
      onRequest: guards.user,
      // A retried merge must not add the quantities twice.
      ...idempotent(ctx.db),
      schema: {
        description: `Sign-in: a visitor's browser cart joins the saved one. Quantities of a tool in both add up, but not beyond its stock (nor below what either cart held); new tools follow the saved ones up to ${MAX_ORDER_LINES} lines; tools no longer in the shop are left out. Answers the merged cart. Send an Idempotency-Key: a retry with it gets the first answer.`,
        body: cartBodySchema,
        response: { 200: cartSchema },
      },
    },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      await mergeIntoCart(ctx.db, principalOf(request).userId, request.body.items, MAX_ORDER_LINES, (tx, cart) => answer.keep(tx, 200, cart));
      return answer.send();
    },
  );
};
