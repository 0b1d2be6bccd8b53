import { serverMessages, catalogueMessages, centsToDollars, dollarsToCents, type NewTool, type Tool, type ToolTranslations, type ToolTranslationsInput, notFoundMessages } from "@shop/contract";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { categories, orderLines, orders, tools } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { badRequest, conflict, notFound } from "../../errors";
import { localInvalidation, type Invalidation } from "../../lib/invalidation";
import { listHeaders, sliceList, type Page } from "../../lib/paging";
import { readyJson, ReadyMemo, type ReadyBytes } from "../../lib/ready-bytes";
import { categoryTranslationsOf } from "./categories";

type ToolRow = typeof tools.$inferSelect;

/** The columns a tool document is made of: the tool and its category's name (and its Bangla). */
export const toolDocumentColumns = { tool: tools, category: categories.name, categoryBn: categories.nameBn };

export function toToolDocument(row: ToolRow, category?: string | null, categoryBn?: string | null): Tool {
  return {
    _id: row.id,
    img: row.img,
    name: row.name,
    description: row.description,
    minimumOrderQuantity: row.minimumOrderQuantity,
    availableQuantity: row.availableQuantity,
    price: centsToDollars(row.priceCents),
    categoryId: row.categoryId,
    category: category ?? null,
    // Issue 38: present only when the category has a Bangla name, so English-only shops answer as before.
    ...(categoryBn ? { categoryTranslations: categoryTranslationsOf(categoryBn) } : {}),
    ...(row.archivedAt ? { archived: true } : {}),
    packSize: row.packSize,
    priceBreaks: row.priceBreaks.map((b) => ({ minQuantity: b.minQuantity, price: centsToDollars(b.priceCents) })),
    sku: row.sku,
    weight: gramsToKg(row.weightGrams),
    taxClass: row.taxClass,
    sdRate: row.sdRateMillis / SD_PER_PERCENT,
    translations: translationsOf(row),
  };
}

/** Issue 38: a language is answered when any of its texts is written; the other one is then "". */
function translationsOf(row: Pick<ToolRow, "nameBn" | "descriptionBn">): ToolTranslations {
  return row.nameBn === null && row.descriptionBn === null ? {} : { bn: { name: row.nameBn ?? "", description: row.descriptionBn ?? "" } };
}

/**
 * The columns of the translated texts a write names: "" stores null (none written), a text left
 * out is not touched (an edit keeps it, a new tool has none).
 */
export function translationColumns(input: ToolTranslationsInput | undefined): Partial<Pick<ToolRow, "nameBn" | "descriptionBn">> {
  const bn = input?.bn;
  return {
    ...(bn?.name !== undefined && { nameBn: bn.name || null }),
    ...(bn?.description !== undefined && { descriptionBn: bn.description || null }),
  };
}

/** Issue 36: a supplementary duty is a percent at the edge and thousandths inside, as tax rates. */
const SD_PER_PERCENT = 1000;
export const sdRateMillisOf = (percent: number): number => Math.round(percent * SD_PER_PERCENT);

/** Weights are whole grams inside and kg at the edge; the contract allows 3 decimals, so nothing is lost. */
export const kgToGrams = (kg: number): number => Math.round(kg * 1000);
export const gramsToKg = (grams: number): number => grams / 1000;

/** A write that gave a tool a SKU another tool has: 409 with the SKU (the unique index tools_sku_key decides, so two racing writes cannot both win). */
export function rethrowSkuTaken(error: unknown, sku: string | undefined): never {
  if (sku !== undefined && isUniqueViolation(error, "tools_sku_key")) {
    const message = catalogueMessages.skuTaken(sku);
    throw conflict(message, [{ path: "body.sku", message }]);
  }
  throw error;
}

/** Price breaks as stored: cents, lowest quantity first (the contract's schema sorted them). */
export const breaksInCents = (breaks: readonly { minQuantity: number; price: number }[]) =>
  breaks.map((b) => ({ minQuantity: b.minQuantity, priceCents: dollarsToCents(b.price) }));

/** The shop's catalogue in its listing order (oldest first): archived tools are not in it. */
export async function listTools(db: Db): Promise<Tool[]> {
  const rows = await db
    .select(toolDocumentColumns)
    .from(tools)
    .leftJoin(categories, eq(categories.id, tools.categoryId))
    .where(isNull(tools.archivedAt))
    .orderBy(asc(tools.createdAt), asc(tools.id));
  return rows.map((row) => toToolDocument(row.tool, row.category, row.categoryBn));
}

/** One tool, archived or not, for the admin's pages. */
export async function findToolDocument(db: Db, id: string): Promise<Tool | undefined> {
  const [row] = await db.select(toolDocumentColumns).from(tools).leftJoin(categories, eq(categories.id, tools.categoryId)).where(eq(tools.id, id));
  return row && toToolDocument(row.tool, row.category, row.categoryBn);
}

/** A 400 on the field unless the category exists. */
export async function assertCategory(db: Pick<Db, "select">, categoryId: string): Promise<string> {
  const [found] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId));
  if (!found) throw badRequest(serverMessages.invalidRequest, [{ path: "body.categoryId", message: notFoundMessages.Category }]);
  return found.name;
}

/**
 * The catalogue is read on every visit and changes only when someone orders, cancels or an
 * admin edits it, so it is kept in memory until a write drops it: a write in this process drops
 * it at once and tells the other instances on the same PostgreSQL (NOTIFY), whose copies drop
 * when they hear it. Prices and stock are checked against the database when ordering, never here.
 */
export class CatalogueCache {
  private static readonly channel = "catalogue";
  private cached: Promise<CatalogueGeneration> | undefined;
  /** The loaded generation, for answers that cannot wait (lib/hot-reads.ts). */
  private loaded: CatalogueGeneration | undefined;

  constructor(
    private readonly db: Db,
    private readonly invalidation: Invalidation = localInvalidation(),
    private readonly log: Pick<FastifyBaseLogger, "error"> = console,
  ) {
    invalidation.subscribe(CatalogueCache.channel, () => this.drop());
  }

  private generation(): Promise<CatalogueGeneration> {
    if (!this.cached) {
      const loading = listTools(this.db).then((all) => new CatalogueGeneration(all));
      loading.then(
        (generation) => {
          if (this.cached === loading) this.loaded = generation;
        },
        // A failed load is not kept: the next request tries again.
        () => {
          if (this.cached === loading) this.cached = undefined;
        },
      );
      this.cached = loading;
    }
    return this.cached;
  }

  async all(): Promise<Tool[]> {
    return (await this.generation()).all;
  }

  /** One tool as ready bytes, for the purchase page: read from the same cache as the list. */
  async readyTool(id: string): Promise<ReadyBytes | undefined> {
    return (await this.generation()).tool(id);
  }

  /**
   * One page of the catalogue, or without one its newest UNPAGED_CAP tools, oldest first, as
   * ready bytes with its list headers; `url` is the request's, which the Link header quotes.
   */
  async readyPage(url: string, page?: Page): Promise<ReadyBytes> {
    return (await this.generation()).page(url, page);
  }

  /**
   * The answer already built for this exact URL (so its query was validated then), else
   * undefined: nothing is loaded or built by asking.
   */
  builtPage(url: string): ReadyBytes | undefined {
    return this.loaded?.builtPage(url);
  }

  /** One tool of the catalogue (archived ones are not in it). */
  async tool(id: string): Promise<Tool | undefined> {
    return (await this.generation()).find(id);
  }

  /**
   * The loaded generation's mark, or undefined while none is: a new one after every write, here
   * or on another instance. What is built from the catalogue elsewhere (rendered pages) keys on it.
   */
  get version(): object | undefined {
    return this.loaded;
  }

  /** A tool if the catalogue is loaded and has it, else undefined (nothing is loaded by asking). */
  loadedTool(id: string): ReadyBytes | undefined {
    return this.loaded?.tool(id);
  }

  /**
   * An answer derived from the shop's tools (the sitemap), built at most once per generation: it
   * is dropped on the same writes as the list, here and on the other instances, and an old
   * generation's answer goes with it (a WeakMap holds nothing alive).
   */
  derive<T>(build: (all: readonly Tool[]) => T): () => Promise<T> {
    const built = new WeakMap<CatalogueGeneration, { value: T }>();
    return async () => {
      const generation = await this.generation();
      let entry = built.get(generation);
      if (!entry) {
        entry = { value: build(generation.all) };
        built.set(generation, entry);
      }
      return entry.value;
    };
  }

  /** After a committed write: dropped here and on every other instance. */
  invalidate(): void {
    this.drop();
    this.invalidation.publish(CatalogueCache.channel).catch((error: unknown) => {
      this.log.error({ err: error }, "the other instances were not told of a catalogue change; they catch up on reconnecting");
    });
  }

  /** A load already under way serves only those who asked before it. */
  private drop(): void {
    this.cached = undefined;
    this.loaded = undefined;
  }
}

/** One load of the catalogue and the answers built from it, until a write drops it. */
class CatalogueGeneration {
  private readonly byId: Map<string, Tool>;
  private readonly tools = new ReadyMemo();
  private readonly pages = new ReadyMemo();

  constructor(readonly all: Tool[]) {
    this.byId = new Map(all.map((tool) => [tool._id, tool]));
  }

  find(id: string): Tool | undefined {
    return this.byId.get(id);
  }

  tool(id: string): ReadyBytes | undefined {
    const tool = this.byId.get(id);
    return tool && this.tools.get(id, () => readyJson(tool));
  }

  builtPage(url: string): ReadyBytes | undefined {
    return this.pages.peek(url);
  }

  page(url: string, page: Page | undefined): ReadyBytes {
    return this.pages.get(url, () => {
      const answer = sliceList(this.all, "oldest-first", page);
      return readyJson(answer.items, listHeaders(url, answer));
    });
  }
}

export async function createTool(db: Db, input: NewTool): Promise<Tool> {
  if (input.categoryId) await assertCategory(db, input.categoryId);
  const [row] = await db
    .insert(tools)
    .values({
      // Left out, the database gives "AT-" and ten random hex digits, and 1000 g.
      ...(input.sku !== undefined && { sku: input.sku }),
      ...(input.weight !== undefined && { weightGrams: kgToGrams(input.weight) }),
      taxClass: input.taxClass,
      sdRateMillis: sdRateMillisOf(input.sdRate ?? 0),
      img: input.img,
      name: input.name,
      description: input.description,
      minimumOrderQuantity: input.minimumOrderQuantity,
      availableQuantity: input.availableQuantity,
      priceCents: dollarsToCents(input.price),
      packSize: input.packSize,
      priceBreaks: breaksInCents(input.priceBreaks),
      ...translationColumns(input.translations),
      // Left out, the database gives the oldest category (shop_default_category()).
      ...(input.categoryId ? { categoryId: input.categoryId } : {}),
    })
    .returning()
    .catch((error: unknown) => rethrowSkuTaken(error, input.sku));
  if (!row) throw new Error("insert returned no row");
  const [category] = await db.select({ name: categories.name, nameBn: categories.nameBn }).from(categories).where(eq(categories.id, row.categoryId));
  return toToolDocument(row, category?.name, category?.nameBn);
}

/**
 * A tool nobody ordered is deleted; one with orders is archived instead, so it stays in those
 * orders and in the admin's list (orders also keep their own name and price snapshot).
 */
export async function deleteTool(db: Db, id: string): Promise<{ deletedCount: number; archived?: boolean }> {
  return db.transaction(async (tx) => {
    const [tool] = await tx.select({ id: tools.id }).from(tools).where(eq(tools.id, id)).for("update");
    if (!tool) throw notFound("Tool");
    // Any order line keeps the tool, not only a cart's first tool (orders.tool_id, still asked
    // for an order written without lines).
    const [inLines] = await tx.select({ n: count() }).from(orderLines).where(eq(orderLines.toolId, id));
    const [inOrders] = await tx.select({ n: count() }).from(orders).where(eq(orders.toolId, id));
    if ((inLines?.n ?? 0) + (inOrders?.n ?? 0) > 0) {
      await tx.update(tools).set({ archivedAt: new Date() }).where(and(eq(tools.id, id), isNull(tools.archivedAt)));
      return { deletedCount: 0, archived: true };
    }
    const deleted = await tx.delete(tools).where(eq(tools.id, id)).returning({ id: tools.id });
    return { deletedCount: deleted.length };
  });
}
