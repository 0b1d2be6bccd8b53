import { stateRefusals } from "@shop/contract";
import type { Category, CategoryBody, CategoryTranslations, CategoryTranslationsInput } from "@shop/contract";
import { catalogueMessages } from "@shop/contract";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, tools } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { conflict, notFound } from "../../errors";

const duplicate = (name: string) => conflict(stateRefusals.categoryExists(name));

/** Issue 38: the answer's `translations` from the column: `{}` when no Bangla name is written. */
export const categoryTranslationsOf = (nameBn: string | null): CategoryTranslations => (nameBn === null ? {} : { bn: { name: nameBn } });

/** The Bangla name's column a write names: "" stores null (none), left out it is not touched. */
function translationColumns(input: CategoryTranslationsInput | undefined): { nameBn?: string | null } {
  const name = input?.bn?.name;
  return name === undefined ? {} : { nameBn: name || null };
}

/** A 409 naming whichever name another category already has (the English in any case, or the Bangla). */
function rethrowDuplicate(error: unknown, body: CategoryBody): never {
  if (isUniqueViolation(error, "categories_name_bn_key")) throw duplicate(body.translations?.bn?.name ?? body.name);
  if (isUniqueViolation(error)) throw duplicate(body.name);
  throw error;
}

/** Every category with its number of tools, oldest first (a shop has tens, not thousands). */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, nameBn: categories.nameBn, toolCount: sql<number>`(select count(*) from "tools" where "tools"."category_id" = "categories"."id")`.mapWith(Number) })
    .from(categories)
    .orderBy(asc(categories.createdAt), asc(categories.id))
    .limit(1000);
  return rows.map((row) => ({ _id: row.id, name: row.name, toolCount: row.toolCount, translations: categoryTranslationsOf(row.nameBn) }));
}

async function categoryOf(db: Db, id: string): Promise<Category> {
  const [row] = await db.select({ id: categories.id, name: categories.name, nameBn: categories.nameBn }).from(categories).where(eq(categories.id, id));
  if (!row) throw notFound("Category");
  const [used] = await db.select({ n: count() }).from(tools).where(eq(tools.categoryId, id));
  return { _id: row.id, name: row.name, toolCount: used?.n ?? 0, translations: categoryTranslationsOf(row.nameBn) };
}

export async function createCategory(db: Db, body: CategoryBody): Promise<Category> {
  try {
    const [row] = await db
      .insert(categories)
      .values({ name: body.name, ...translationColumns(body.translations) })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return { _id: row.id, name: row.name, toolCount: 0, translations: categoryTranslationsOf(row.nameBn) };
  } catch (error) {
    rethrowDuplicate(error, body);
  }
}

/** A new English name and, when the body names it, a new Bangla one (`""` clears it). */
export async function renameCategory(db: Db, id: string, body: CategoryBody): Promise<Category> {
  try {
    const updated = await db
      .update(categories)
      .set({ name: body.name, ...translationColumns(body.translations) })
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (updated.length === 0) throw notFound("Category");
  } catch (error) {
    rethrowDuplicate(error, body);
  }
  return categoryOf(db, id);
}

/** Refused (409) while tools, archived ones included, are in it: they must be moved first. */
export async function deleteCategory(db: Db, id: string): Promise<{ deletedCount: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!row) throw notFound("Category");
    const [used] = await tx.select({ n: count() }).from(tools).where(eq(tools.categoryId, id));
    const n = used?.n ?? 0;
    if (n > 0) throw conflict(catalogueMessages.categoryInUse(row.name, n));
    await tx.delete(categories).where(eq(categories.id, id));
    return { deletedCount: 1 };
  });
}
