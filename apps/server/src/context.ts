import type { FastifyBaseLogger } from "fastify";
import type { Guards } from "./auth/guard";
import type { GoogleClient } from "./auth/google";
import type { Throttle } from "./auth/throttle";
import type { AccessTokens } from "./auth/tokens";
import type { Config } from "./config";
import type { AccountRateLimits, CodeAttempts } from "./lib/account-limits";
import type { HotReads } from "./lib/hot-reads";
import type { Db } from "./db/client";
import type { ReviewPagesCache } from "./modules/reviews/reviews";
import type { CatalogueCache } from "./modules/tools/tools";
import type { MemberPrices } from "./modules/price-lists/member-prices";
import type { PaymentProvider } from "./payments/provider";
import type { GatewayName, RedirectGateway } from "./payments/gateway";
import type { VatLookup } from "./modules/billing/vat";
import type { ShopSettingsState } from "./modules/shop-settings/settings";

/** What the route plugins need, built once in app.ts and handed to each. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: AccessTokens;
  guards: Guards;
  google: GoogleClient | undefined;
  throttle: Throttle;
  /** Per-account limits of the writes that mail someone (route `config.rateLimit`). */
  accountLimits: AccountRateLimits;
  /** Discount codes tried, per account and per address (counted by the routes that take a code). */
  codeAttempts: CodeAttempts;
  payments: PaymentProvider;
  /** Issue 37: the redirect gateways PAYMENT_METHODS lists (bKash, SSLCommerz), real or stand-in. */
  gateways: Partial<Record<GatewayName, RedirectGateway>>;
  /** Confirms buyers' EU VAT IDs for reverse charge (VIES, or the format check alone). */
  vat: VatLookup;
  /** Drop it after every write that changes a tool (stock included). */
  catalogue: CatalogueCache;
  /** Issue 28: the members' catalogues with their companies' prices; drop it after every write to the price lists. */
  memberPrices: MemberPrices;
  /** Drop it after every write that changes a review. */
  reviewPages: ReviewPagesCache;
  /** Issue 38: the office's shop settings (Latin digits in Bangla), in memory; save through it. */
  shopSettings: ShopSettingsState;
  /** Where the public read routes register their ready answers for the path before Fastify. */
  hot: HotReads;
  /** The app's logger, for work outside a request (the sweep, the payment provider). */
  log: FastifyBaseLogger;
}
