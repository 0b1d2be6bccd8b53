import { centsToDollars, type Tool } from "@shop/contract";
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tools } from "../../db/schema";
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
