import { setLatinDigits, type ShopSettings, type ShopSettingsBody } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { localInvalidation, type Invalidation } from "../../lib/invalidation";
import { shopSettings } from "./schema";

/** The settings before the office saved any. */
const DEFAULTS: ShopSettings = { latinDigits: false };

export async function readShopSettings(db: Db): Promise<ShopSettings> {
  const [row] = await db.select({ latinDigits: shopSettings.latinDigits }).from(shopSettings).where(eq(shopSettings.id, 1));
  return row ?? DEFAULTS;
}

/** One row, written whole (the first save inserts it). */
export async function saveShopSettings(db: Db, body: ShopSettingsBody): Promise<ShopSettings> {
  const [row] = await db
    .insert(shopSettings)
    .values({ id: 1, latinDigits: body.latinDigits })
    .onConflictDoUpdate({ target: shopSettings.id, set: { latinDigits: body.latinDigits, updatedAt: sql`now()` } })
    .returning({ latinDigits: shopSettings.latinDigits });
  if (!row) throw new Error("upsert returned no row");
  return row;
}

/**
 * The shop settings every page, email and document of this process writes with, read once at
 * start and again whenever the office saves them, here or on another instance. Kept in memory so
 * a page costs no query for them: they travel with the page's state, not in a request of its own.
 */
export class ShopSettingsState {
  private static readonly channel = "shop-settings";
  private current: ShopSettings = DEFAULTS;
  private mark = {};

  constructor(
    private readonly db: Db,
    private readonly invalidation: Invalidation = localInvalidation(),
    private readonly log: Pick<FastifyBaseLogger, "error"> = console,
  ) {
    invalidation.subscribe(ShopSettingsState.channel, () => {
      this.load().catch((error: unknown) => this.log.error({ err: error }, "the shop settings saved elsewhere could not be read; this instance keeps the ones it had"));
    });
  }

  get settings(): ShopSettings {
    return this.current;
  }

  /** A new mark after every change, so the kept public pages (written with the old digits) go. */
  get version(): object {
    return this.mark;
  }

  async load(): Promise<void> {
    this.apply(await readShopSettings(this.db));
  }

  /** The office's save: applied here at once, and on every other instance through the invalidation. */
  async save(body: ShopSettingsBody): Promise<ShopSettings> {
    const saved = await saveShopSettings(this.db, body);
    this.apply(saved);
    this.invalidation.publish(ShopSettingsState.channel).catch((error: unknown) => {
      this.log.error({ err: error }, "the other instances were not told of the shop settings' change; they catch up on reconnecting");
    });
    return saved;
  }

  private apply(settings: ShopSettings): void {
    this.current = settings;
    // The emails and documents this process writes read the digits from the contract's formatters.
    setLatinDigits(settings.latinDigits);
    this.mark = {};
  }
}
