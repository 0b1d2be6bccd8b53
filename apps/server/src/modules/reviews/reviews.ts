import type { NewReview, Review } from "@shop/contract";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reviews } from "../../db/schema";
import { forbidden, notFound } from "../../errors";
import type { Principal } from "../../auth/guard";
import { cheapTotal, paginate, type ListAnswer, type Page } from "../../lib/paging";

type ReviewRow = typeof reviews.$inferSelect;

export function toReviewDocument(row: ReviewRow): Review {
  return { _id: row.id, name: row.name, img: row.img, description: row.description, ratings: row.ratings };
}

/**
 * Newest first. A review stored before the image rule may point anywhere: `showImage` decides,
 * and a refused image is answered empty, so the home page shows the reviewer's initials instead
 * of loading a stranger's pixel.
 */
export async function listReviews(db: Db, showImage: (img: string) => boolean, page?: Page): Promise<ListAnswer<Review>> {
  const answer = await paginate(
    (newestFirst) => {
      const by = newestFirst ? desc : asc;
      return db.select().from(reviews).orderBy(by(reviews.createdAt), by(reviews.id)).$dynamic();
    },
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: reviews.id }).from(reviews).$dynamic()),
    page,
  );
  return { ...answer, items: answer.items.map((row) => toReviewDocument(showImage(row.img) ? row : { ...row, img: "" })) };
}

/**
 * One review per customer (unique user_id): posting again rewrites it and brings it to the top,
 * in one statement so two posts at once cannot make two. The review keeps its author so it can
 * be traced and removed, though the card shows only the given name.
 */
export async function saveReview(db: Db, input: NewReview & { userId: string }): Promise<Review> {
  const fields = { name: input.name, img: input.img, description: input.description, ratings: input.ratings };
  const [row] = await db
    .insert(reviews)
    .values({ userId: input.userId, ...fields })
    .onConflictDoUpdate({ target: reviews.userId, set: { ...fields, createdAt: sql`now()` } })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  return toReviewDocument(row);
}

/** Moderation: an admin removes any review, a customer only their own. */
export async function deleteReview(db: Db, id: string, caller: Principal): Promise<{ deletedCount: number }> {
  const [row] = await db.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.id, id));
  if (!row) throw notFound("Review");
  if (caller.role !== "admin" && row.userId !== caller.userId) throw forbidden("Only the review's author or an admin may delete it");
  const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return { deletedCount: deleted.length };
}
