import { checkoutBodySchema, checkoutSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { previewCheckout } from "../modules/orders/checkout";
import { offeredQuote } from "../modules/quotes/quotes";

/** `/api/checkout`: the bill of a cart or one tool for an address, before anything is ordered. */
export const checkoutRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    "/checkout",
    // Signed in: the bill reads the buyer's VAT ID and their uses of a code.
    {
      onRequest: ctx.guards.user,
      schema: {
        description:
          "The bill of these lines for this address; nothing is held or written. Issue 28: `onAccount` says whether placing it now would put it on the company's account (confirmed, no card), with the `paymentTerms` and `dueDate` it would get; for a company on terms that would not, `onAccountRefusal` says why (over the credit limit, by how much; or on hold, naming the overdue invoice).",
        body: checkoutBodySchema,
        response: { 200: checkoutSchema },
      },
    },
    async (request, reply) => {
      await ctx.codeAttempts.count(request, reply, request.body.discountCode);
      const buyer = principalOf(request);
      // An offered quote is billed at its own price (modules/quotes checks it is the buyer's and still open).
      const quoted = request.body.quoteId ? await offeredQuote(ctx.db, buyer, request.body.quoteId) : undefined;
      return previewCheckout(ctx.db, buyer, request.body, ctx.config, ctx.vat, ctx.config.orders, quoted);
    },
  );
};
