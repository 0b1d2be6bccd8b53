import { centsToDollars, dollarsToCents, type NewTool, type Tool } from "@shop/contract";
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tools } from "../../db/schema";
import { notFound } from "../../errors";
import type { Page } from "../../lib/paging";

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

export async function listTools(db: Db, page?: Page): Promise<{ items: Tool[]; total: number }> {
  const query = db.select().from(tools).orderBy(asc(tools.createdAt), asc(tools.id)).$dynamic();
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  const total = page ? ((await db.select({ n: count() }).from(tools))[0]?.n ?? 0) : rows.length;
  return { items: rows.map(toToolDocument), total };
}

export async function findTool(db: Db, id: string): Promise<Tool | undefined> {
  const [row] = await db.select().from(tools).where(eq(tools.id, id)).limit(1);
  return row && toToolDocument(row);
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
