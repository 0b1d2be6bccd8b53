import { centsToDollars, dollarsToCents, type NewTool, type Tool } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { tools } from "../../db/schema";
import { notFound } from "../../errors";
import { localInvalidation, type Invalidation } from "../../lib/invalidation";
import { listHeaders, sliceList, type Page } from "../../lib/paging";
import { readyJson, ReadyMemo, type ReadyBytes } from "../../lib/ready-bytes";

type ToolRow = typeof tools.$inferSelect;

export function toToolDocument(row: ToolRow): Tool {
  return {
    _id: row.id,
    img: row.img,
    name: row.name,
    description: row.description,
    minimumOrderQuantity: row.minimumOrderQuantity,
    availableQuantity: row.availableQuantity,
    price: centsToDollars(row.priceCents),
  };
}

/** The whole catalogue in its listing order (oldest first). */
export async function listTools(db: Db): Promise<Tool[]> {
  const rows = await db.select().from(tools).orderBy(asc(tools.createdAt), asc(tools.id));
  return rows.map(toToolDocument);
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

  /** A tool if the catalogue is loaded and has it, else undefined (nothing is loaded by asking). */
  loadedTool(id: string): ReadyBytes | undefined {
    return this.loaded?.tool(id);
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
  const [row] = await db
    .insert(tools)
    .values({
      img: input.img,
      name: input.name,
      description: input.description,
      minimumOrderQuantity: input.minimumOrderQuantity,
      availableQuantity: input.availableQuantity,
      priceCents: dollarsToCents(input.price),
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toToolDocument(row);
}

/** Orders keep their stored product name and price: orders.tool_id is set null by the foreign key. */
export async function deleteTool(db: Db, id: string): Promise<{ deletedCount: number }> {
  const deleted = await db.delete(tools).where(eq(tools.id, id)).returning({ id: tools.id });
  if (deleted.length === 0) throw notFound("Tool");
  return { deletedCount: deleted.length };
}
