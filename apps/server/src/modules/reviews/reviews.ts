import type { NewReview, Review } from "@shop/contract";
import { count, desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reviews } from "../../db/schema";
import type { Page } from "../../lib/paging";

type ReviewRow = typeof reviews.$inferSelect;

export function toReviewDocument(row: ReviewRow): Review {
  return { _id: row.id, name: row.name, img: row.img, description: row.description, ratings: row.ratings };
}

/** Newest first. */
export async function listReviews(db: Db, page?: Page): Promise<{ items: Review[]; total: number }> {
  const query = db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id)).$dynamic();
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  const total = page ? ((await db.select({ n: count() }).from(reviews))[0]?.n ?? 0) : rows.length;
  return { items: rows.map(toReviewDocument), total };
}

/** The review keeps its author (user_id) so it can be traced, though the card shows only the given name. */
export async function createReview(db: Db, input: NewReview & { userId: string }): Promise<Review> {
  const [row] = await db
    .insert(reviews)
    .values({ userId: input.userId, name: input.name, img: input.img, description: input.description, ratings: input.ratings })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toReviewDocument(row);
}
