import { count, inArray } from "drizzle-orm";
import type { Db } from "./client";
import { categories, reviews, tools } from "./schema";
import { seedCategories, seedCategoryNamesBn, seedReviews, seedToolsIn } from "./seed-data";

/**
 * SEED_DEMO: an empty catalogue gets the demo tools, priced in the shop's currency (taka prices
 * for BDT, issue 37), an empty review list the demo reviews.
 */
export async function seedDemo(db: Db, currency = "USD"): Promise<{ tools: number; reviews: number }> {
  const seedTools = seedToolsIn(currency);
  return db.transaction(async (tx) => {
    const [toolCount] = await tx.select({ n: count() }).from(tools);
    const [reviewCount] = await tx.select({ n: count() }).from(reviews);
    let addedTools = 0;
    let addedReviews = 0;
    if (toolCount?.n === 0) {
      // One timestamp per row, in order, so the catalogue lists them as written.
      const base = Date.now() - seedTools.length * 1000;
      const listed = Date.now() - seedCategories.length * 1000;
      await tx
        .insert(categories)
        .values(seedCategories.map((name, i) => ({ name, nameBn: seedCategoryNamesBn[name], createdAt: new Date(listed + i * 1000) })))
        .onConflictDoNothing();
      const rows = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.name, [...seedCategories]));
      const categoryIds = new Map(rows.map((row) => [row.name, row.id]));
      await tx.insert(tools).values(
        seedTools.map(({ category, taka: _taka, ...tool }, i) => ({ ...tool, categoryId: categoryIds.get(category), createdAt: new Date(base + i * 1000) })),
      );
      addedTools = seedTools.length;
    }
    if (reviewCount?.n === 0) {
      const base = Date.now() - seedReviews.length * 1000;
      await tx.insert(reviews).values(seedReviews.map((review, i) => ({ ...review, createdAt: new Date(base + i * 1000) })));
      addedReviews = seedReviews.length;
    }
    return { tools: addedTools, reviews: addedReviews };
  });
}
