import { businessDetailsBodySchema, businessDetailsSchema, createProfileResponseSchema, emailParamsSchema, profileBodySchema, profileListQuerySchema, profileListSchema, updateProfileResponseSchema, vatCheckBodySchema, buyerVatIdListSchema, pageQuerySchema, roleMessages } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { forbidden } from "../errors";
import { pageOf, sendList } from "../lib/paging";
import { markVatChecked } from "../modules/billing/vat";
import { findBusinessDetails, listVatIds, saveBusinessDetails } from "../modules/profiles/business";
import { createProfile, findProfileOwner, listProfiles, upsertProfile } from "../modules/profiles/profiles";

/** Every `/api/profile…` route: My profile, Add Your Own Profile, Update Profile and the business details. */
export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // The caller's own business details, saved without the portfolio profile (issue 20, item 16).
  // A fixed path: it wins over `/profile/:email`.
  app.get("/profile/business", { onRequest: ctx.guards.user, schema: { response: { 200: businessDetailsSchema } } }, async (request) =>
    findBusinessDetails(ctx.db, principalOf(request).userId),
  );

  app.put(
    "/profile/business",
    { onRequest: ctx.guards.user, schema: { body: businessDetailsBodySchema, response: { 200: businessDetailsSchema } } },
    async (request) => {
      const { userId } = principalOf(request);
      return ctx.db.transaction(async (tx) => (await saveBusinessDetails(tx, userId, request.body)).details);
    },
  );

  /**
   * CONTRACT: an admin gets every profile, anyone else only their own. `?email=` narrows the list
   * to one account, so an admin's own "My profile" asks only for the cards it shows.
   */
  app.get(
    "/profile",
    { onRequest: ctx.guards.user, schema: { querystring: profileListQuerySchema, response: { 200: profileListSchema } } },
    async (request, reply) => {
      const principal = principalOf(request);
      const { email, ...page } = request.query;
      if (email !== undefined && email !== principal.email && principal.role !== "admin") throw forbidden(roleMessages.ownProfilesOnly);
      const userId =
        principal.role !== "admin" || email === principal.email
          ? principal.userId
          : email === undefined
            ? undefined
            : (await findProfileOwner(ctx.db, email)).userId;
      return sendList(request, reply, await listProfiles(ctx.db, userId ? { userId } : {}, pageOf(page)));
    },
  );

  // Issue 25: the office checked a buyer's VAT ID by hand (VIES unreachable or not set up); only then,
  // or when VIES confirms it, does the ID exempt a sale.
  app.put(
    "/profile/:email/vat-check",
    { onRequest: ctx.guards.admin, schema: { params: emailParamsSchema, body: vatCheckBodySchema } },
    async (request, reply) => {
      await markVatChecked(ctx.db, (await findProfileOwner(ctx.db, request.params.email)).userId, { vatId: request.body.vatId });
      return reply.status(204).send();
    },
  );

  app.get(
    "/profile/vat-ids",
    { onRequest: ctx.guards.admin, schema: { querystring: pageQuerySchema, response: { 200: buyerVatIdListSchema } } },
    async (request, reply) => sendList(request, reply, await listVatIds(ctx.db, pageOf(request.query))),
  );

  app.delete("/profile/:email/vat-check", { onRequest: ctx.guards.admin, schema: { params: emailParamsSchema } }, async (request, reply) => {
    await markVatChecked(ctx.db, (await findProfileOwner(ctx.db, request.params.email)).userId, null);
    return reply.status(204).send();
  });

  app.post(
    "/profile",
    { onRequest: ctx.guards.user, schema: { body: profileBodySchema, response: { 201: createProfileResponseSchema } } },
    async (request, reply) => {
      const { userId, email } = principalOf(request);
      const profile = await createProfile(ctx.db, { userId, email }, request.body);
      return reply.status(201).send({ acknowledged: true, insertedId: profile._id, profile });
    },
  );

  app.put(
    "/profile/:email",
    { onRequest: ctx.guards.user, schema: { params: emailParamsSchema, body: profileBodySchema, response: { 200: updateProfileResponseSchema } } },
    async (request) => {
      const principal = principalOf(request);
      const { email } = request.params;
      const own = email === principal.email;
      if (!own && principal.role !== "admin") throw forbidden(roleMessages.ownProfileOnly);
      const owner = own ? { userId: principal.userId, email } : await findProfileOwner(ctx.db, email);
      return upsertProfile(ctx.db, owner, request.body);
    },
  );
};
