import type { NewReview, Review } from "@shop/contract";
import { count, desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reviews } from "../../db/schema";
import { paginate, type Page } from "../../lib/paging";

type ReviewRow = typeof reviews.$inferSelect;

export function toReviewDocument(row: ReviewRow): Review {
  return { _id: row.id, name: row.name, img: row.img, description: row.description, ratings: row.ratings };
}

/** Newest first. */
export async function listReviews(db: Db, page?: Page): Promise<{ items: Review[]; total: number }> {
  const { rows, total } = await paginate(
    db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id)).$dynamic(),
    () => db.select({ n: count() }).from(reviews),
    page,
  );
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
