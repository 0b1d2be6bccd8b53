import { inLanguage, startLanguages } from "./lib/language";
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import { isWebRoute, pathWithinLanguage, preferredLanguage, setShopCurrency, requestMessages } from "@shop/contract";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createGuards } from "./auth/guard";
import { googleEndpoints, type GoogleEndpoints } from "./auth/google";
import { createThrottle, type ThrottleOptions } from "./auth/throttle";
import { AccessTokens } from "./auth/tokens";
import type { Config } from "./config";
import type { AppContext } from "./context";
import type { Db } from "./db/client";
import { AppError, toAppError } from "./errors";
import { accountRateLimits, codeAttemptLimits, type AccountLimits } from "./lib/account-limits";
import { RedisLimitStore } from "./lib/limits";
import { imageSources, isAllowedImage } from "./lib/images";
import { localInvalidation, type Invalidation } from "./lib/invalidation";
import { compressJson } from "./lib/compression";
import { keepIdempotentAnswers, type IdempotencyFaults } from "./lib/idempotency";
import { HotReads } from "./lib/hot-reads";
import { connectRedis } from "./lib/redis";
import { parseJsonBodies } from "./lib/json-body";
import { logRequests } from "./lib/request-log";
import { applySecurityHeaders, helmetHeaders } from "./lib/security-headers";
import { docsRoutes, registerOpenApi } from "./openapi";
import { adminRoutes } from "./routes/admin";
import { adminOrderRoutes } from "./routes/admin-orders";
import { currentSession, SESSION_COOKIE } from "./auth/cookies";
import { authRoutes } from "./routes/auth";
import { healthRoutes } from "./routes/health";
import { contactRoutes } from "./routes/contact";
import { cartRoutes } from "./routes/cart";
import { checkoutRoutes } from "./routes/checkout";
import { reportRoutes } from "./routes/reports";
import { orderRoutes } from "./routes/orders";
import { paymentRoutes } from "./routes/payments";
import { stripeRoutes } from "./routes/stripe";
import { paymentGatewayRoutes } from "./routes/payment-gateways";
import { profileRoutes } from "./routes/profiles";
import { quoteRoutes } from "./routes/quotes";
import { quickOrderRoutes } from "./routes/quick-order";
import { discountCodeRoutes } from "./routes/discount-codes";
import { shippingZoneRoutes } from "./routes/shipping-zones";
import { taxRateRoutes } from "./routes/tax-rates";
import { taxRegistrationRoutes } from "./routes/tax-registrations";
import { billingSettingsRoutes } from "./routes/billing-settings";
import { reviewRoutes } from "./routes/reviews";
import { shopRoutes } from "./routes/shop";
import { subscriberRoutes } from "./routes/subscribers";
import { toolRoutes } from "./routes/tools";
import { categoryRoutes } from "./routes/categories";
import { seoRoutes } from "./routes/seo";
import { uploadFileRoutes, uploadRoutes } from "./routes/uploads";
import { userRoutes } from "./routes/users";
import { meRoutes } from "./routes/me";
import { shopSettingsRoutes } from "./routes/shop-settings";
import { ShopSettingsState } from "./modules/shop-settings/settings";
import { emailRoutes } from "./routes/emails";
import { companyRoutes } from "./routes/companies";
import { ownCompanyRoutes } from "./routes/company";
import { listRoutes } from "./routes/lists";
import { adminCompanyRoutes } from "./routes/admin-companies";
import { invitationRoutes } from "./routes/invitations";
import { priceListRoutes } from "./routes/price-lists";
import { createMailWorker, deliverDueEmails, MAIL_INTERVAL_MS, transportFor, type DeliveryContext } from "./modules/mail/worker";
import { ReviewPagesCache } from "./modules/reviews/reviews";
import { CatalogueCache } from "./modules/tools/tools";
import { MemberPrices } from "./modules/price-lists/member-prices";
import { createSweeper, runSweep, SWEEP_INTERVAL_MS } from "./modules/sweep/sweep";
import { createPaymentProvider } from "./payments/payments";
import { createGateways } from "./payments/gateways";
import { vatLookupFor } from "./modules/billing/vat";
import type { StripeConnection } from "./payments/stripe-provider";
import { registerWebApp, webDistFolder } from "./web-app";

/** Large enough for any form of the shop, small enough that nobody streams megabytes at us. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  config: Config;
  db: Db;
  /** The built web app to serve beside the API; omitted (or missing on disk) in API tests. */
  webDist?: string | undefined;
  googleEndpoints?: GoogleEndpoints;
  /** Where the Stripe SDK connects; tests point it at a local stand-in. */
  stripeConnection?: StripeConnection;
  logger?: FastifyServerOptions["logger"];
  /** Sign-in and sign-up limits; tests set them low to hit them, or high to never trip them. */
  throttle?: Partial<ThrottleOptions>;
  /** Per-account limits on placing and cancelling orders and requesting quotes; tests set them low or high. */
  accountLimits?: Partial<AccountLimits>;
  /** How often the sweep runs (expiring holds, purges); `false`: never by timer, tests call app.runSweep(). */
  sweepIntervalMs?: number | false;
  /** How often the mail worker sends the outbox; `false`: never by itself, tests call app.deliverEmails(). */
  mailIntervalMs?: number | false;
  /**
   * How this instance hears of other instances' writes (Database.openInvalidation: LISTEN/NOTIFY
   * on PostgreSQL); omitted, it hears of none. The app closes it with itself.
   */
  invalidation?: (log: FastifyBaseLogger) => Promise<Invalidation>;
  /** Prefix of every Redis key of this shop (REDIS_URL); tests give each run its own. */
  redisKeyPrefix?: string;
  /** Answer the hot reads before Fastify (lib/hot-reads.ts); default: unless LOG_LEVEL is debug or trace. */
  hotReads?: boolean;
  /** Tests only, never set by server.ts: faults injected to play a crash (e.g. after a request claimed its Idempotency-Key). */
  faults?: IdempotencyFaults;
}

/** A hop count as Fastify's trustProxy function: the nearest `hops` proxies are trusted (its types omit numbers). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  // Every amount the server writes (emails, invoices, CSV) is in SHOP_CURRENCY.
  setShopCurrency(config.shop.currency);
  startLanguages();
  // LOG_LEVEL=debug logs every request, which only Fastify's pipeline does.
  const hot = new HotReads(options.hotReads ?? !["debug", "trace"].includes(config.logLevel));
  const app = Fastify({
    // Fastify's own server, with the hot reads answered before its pipeline (lib/hot-reads.ts).
    serverFactory: (handler, serverOptions) => {
      const server = createServer(serverOptions.http ?? {}, (request, response) => {
        if (!hot.answer(request, response)) handler(request, response);
      });
      // What Fastify sets on a server of its own (its defaults: keep-alive 72 s, no timeouts).
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = serverOptions;
      if (typeof keepAliveTimeout === "number") server.keepAliveTimeout = keepAliveTimeout;
      if (typeof requestTimeout === "number") server.requestTimeout = requestTimeout;
      if (typeof connectionTimeout === "number") server.setTimeout(connectionTimeout);
      return server;
    },
    logger: options.logger ?? false,
    // One line per request instead, and only failures and slow ones at info (lib/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Off unless TRUST_PROXY says otherwise: a client must not choose its own IP or protocol.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    // The ids in URLs are UUIDs and emails: nothing legitimate is longer.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 320 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("principal", null);
  parseJsonBodies(app);
  logRequests(app);

  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, "request failed");
    return reply.status(appError.status).send(appError.toBody());
  });

  // Stripe Elements loads Stripe.js and its card iframe from Stripe; nothing else is allowed off-site.
  const stripe =
    config.payments.provider === "stripe"
      ? { scripts: ["https://js.stripe.com"], connect: ["https://api.stripe.com"], frames: ["https://js.stripe.com", "https://hooks.stripe.com"] }
      : { scripts: [], connect: [], frames: [] };
  // Computed once at start, set on every answer (docs/decisions/009-hot-paths.md).
  const securityHeaders = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.scripts],
        // The toast library injects its stylesheet at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product and review images: the shop and IMAGE_HOSTS only, the rule the API enforces on new ones.
        imgSrc: imageSources(config),
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: stripe.frames.length > 0 ? stripe.frames : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The tests and `npm start` serve plain http on localhost.
    strictTransportSecurity: config.env === "production",
  });
  applySecurityHeaders(app, securityHeaders);
  hot.useSecurityHeaders(securityHeaders);
  // Before compressJson: the kept answer is the serialized text, whatever the client accepts.
  // Issue 38: an answer's words (an error's message) are in the language the caller asks for; the
  // web app names its page's language, anyone else gets English unless their Accept-Language
  // prefers Bangla.
  app.addHook("onRequest", (request, _reply, done) => inLanguage(preferredLanguage(undefined, request.headers["accept-language"]), done));
  keepIdempotentAnswers(app, db, options.faults);
  compressJson(app);
  // API answers are per caller (tokens, sessions, orders): no shared or browser cache keeps them,
  // unless a route chose its own Cache-Control.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.url.startsWith("/api") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    done(null, payload);
  });
  await app.register(fastifyCookie, {
    secret: createHash("sha256").update(`cookie:${config.authSecret}`).digest("base64url"),
  });

  // Several instances share their throttles through Redis; without it they live in this process.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  const redisKeyPrefix = options.redisKeyPrefix ?? "shop:";
  // A Redis that is down at shutdown must not stop the shutdown.
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  const limitStore =
    redis && new RedisLimitStore(redis, `${redisKeyPrefix}limits:`, (error) => app.log.error({ err: error }, "limits counted in this process only: Redis did not answer"));

  const invalidation = options.invalidation ? await options.invalidation(app.log) : localInvalidation();
  app.addHook("onClose", () => invalidation.close());

  const tokens = new AccessTokens(config.authSecret);
  const guards = createGuards(db, tokens);
  const catalogue = new CatalogueCache(db, invalidation, app.log);
  // Issue 38: read before the first page or email is written, which use it without asking; when
  // the app is made ready (its listen), as the database is migrated after the app is built (server.ts).
  const shopSettings = new ShopSettingsState(db, invalidation, app.log);
  app.addHook("onReady", () => shopSettings.load());
  const gateways = createGateways(config);
  const ctx: AppContext = {
    config,
    db,
    tokens,
    guards,
    google: config.google && { ...config.google, endpoints: options.googleEndpoints ?? googleEndpoints },
    throttle: createThrottle(options.throttle, limitStore),
    accountLimits: accountRateLimits(options.accountLimits),
    codeAttempts: codeAttemptLimits(options.accountLimits, limitStore),
    payments: createPaymentProvider(config, db, app.log, options.stripeConnection),
    gateways: gateways.gateways,
    vat: vatLookupFor(config.vatLookupUrl),
    catalogue,
    memberPrices: new MemberPrices(db, catalogue, guards, invalidation, app.log),
    reviewPages: new ReviewPagesCache(db, (img) => isAllowedImage(config, img), invalidation, app.log),
    shopSettings,
    hot,
    log: app.log,
  };
  app.decorate("runSweep", (now?: Date) => runSweep(ctx, now));
  if (options.sweepIntervalMs !== false) {
    const sweeper = createSweeper(ctx, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
    app.addHook("onReady", async () => sweeper.start());
    app.addHook("onClose", () => sweeper.stop());
  }
  const mail: DeliveryContext = {
    db,
    config,
    log: app.log,
    transport: transportFor(config.mail, app.log),
  };
  app.decorate("deliverEmails", (now?: Date) => deliverDueEmails(mail, now));
  if (options.mailIntervalMs !== false) {
    const mailWorker = createMailWorker(mail, options.mailIntervalMs ?? MAIL_INTERVAL_MS);
    app.addHook("onReady", async () => mailWorker.start());
    app.addHook("onClose", () => mailWorker.stop());
  }
  // These collect routes as they are added, so they come before any route: the OpenAPI
  // document, and the hot reads routes declare in `config.hot`.
  app.addHook("onRoute", hot.onRoute);
  await registerOpenApi(app, ctx.guards);
  // When Redis does not answer, the per-address limits let the request through (skipOnError):
  // the failed-sign-in counters and the password hash still brake guessing meanwhile.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: `${redisKeyPrefix}rate-limit:`, skipOnError: true }),
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(toolRoutes, ctx);
      await api.register(authRoutes, ctx);
      await api.register(userRoutes, ctx);
      await api.register(meRoutes, ctx);
      await api.register(shopSettingsRoutes, ctx);
      await api.register(adminRoutes, ctx);
      await api.register(adminOrderRoutes, ctx);
      await api.register(reviewRoutes, ctx);
      await api.register(profileRoutes, ctx);
      await api.register(docsRoutes);
      await api.register(orderRoutes, ctx);
      await api.register(cartRoutes, ctx);
      await api.register(checkoutRoutes, ctx);
      await api.register(reportRoutes, ctx);
      await api.register(paymentRoutes, ctx);
      await api.register(stripeRoutes, ctx);
      await api.register(paymentGatewayRoutes, ctx);
      await api.register(shopRoutes, ctx);
      await api.register(contactRoutes, ctx);
      await api.register(subscriberRoutes, ctx);
      await api.register(categoryRoutes, ctx);
      await api.register(uploadRoutes, ctx);
      await api.register(emailRoutes, ctx);
      await api.register(discountCodeRoutes, ctx);
      await api.register(quoteRoutes, ctx);
      await api.register(shippingZoneRoutes, ctx);
      await api.register(taxRateRoutes, ctx);
      await api.register(taxRegistrationRoutes, ctx);
      await api.register(billingSettingsRoutes, ctx);
      await api.register(companyRoutes, ctx);
      await api.register(ownCompanyRoutes, ctx);
      await api.register(listRoutes, ctx);
      await api.register(adminCompanyRoutes, ctx);
      await api.register(quickOrderRoutes, ctx);
      await api.register(invitationRoutes, ctx);
      await api.register(priceListRoutes, ctx);
    },
    { prefix: "/api" },
  );
  await app.register(uploadFileRoutes, ctx);
  await app.register(seoRoutes, ctx);
  // Issue 37: the development stand-ins of bKash and SSLCommerz (never in production: createGateways).
  for (const standIn of gateways.standIns) await app.register(standIn.plugin, { prefix: standIn.prefix });

  const webDist = webDistFolder(options.webDist);
  const shell =
    webDist &&
    (await registerWebApp(app, webDist, {
      sessionCookie: SESSION_COOKIE,
      pictureOf: (pathname) => toolPagePicture(ctx.catalogue, pathname),
      origin: config.publicUrl,
      currency: config.shop.currency,
      timeZone: config.shop.timeZone,
      latinDigits: () => ctx.shopSettings.settings.latinDigits,
      versions: [() => ctx.catalogue.version, () => ctx.reviewPages.version, () => ctx.shopSettings.version],
      warm: () => ctx.catalogue.all(),
      bearerFor: async (request) => {
        const session = await currentSession(db, request);
        return session && `Bearer ${await tokens.sign({ userId: session.user.id, sessionId: session.id })}`;
      },
      hot,
    }));

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, "http://localhost");
    const isPage = (request.method === "GET" || request.method === "HEAD") && !url.pathname.startsWith("/api") && !path.extname(url.pathname);
    if (shell && isPage) {
      // The single-page app renders every route, its 404 page included; the status tells crawlers.
      return shell.send(request, reply, isWebRoute(pathWithinLanguage(url.pathname)) ? 200 : 404);
    }
    const error = new AppError("not_found", requestMessages.noRoute(request.method, url.pathname));
    return reply.status(error.status).send(error.toBody());
  });

  return app;
}

/** A tool's page (`/tools/:toolsId`) paints the tool's picture largest: its LCP. */
async function toolPagePicture(catalogue: CatalogueCache, pathname: string): Promise<string | undefined> {
  const id = /^\/tools\/([^/]+)$/.exec(pathname)?.[1];
  return id === undefined ? undefined : (await catalogue.tool(decodeURIComponent(id)))?.img;
}
