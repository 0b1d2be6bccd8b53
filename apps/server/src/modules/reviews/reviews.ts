import { roleMessages } from "@shop/contract";
import type { NewReview, Review } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reviews } from "../../db/schema";
import { forbidden, notFound } from "../../errors";
import type { Principal } from "../../auth/guard";
import type { FastifyBaseLogger } from "fastify";
import { localInvalidation, type Invalidation } from "../../lib/invalidation";
import { cheapTotal, inTimeOrder, type ListAnswer, listHeaders, type Page, paginate } from "../../lib/paging";
import { readyJson, type ReadyBytes } from "../../lib/ready-bytes";

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
    (newestFirst) => db.select().from(reviews).orderBy(...inTimeOrder(newestFirst, reviews.createdAt, reviews.id)).$dynamic(),
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
  if (caller.role !== "admin" && row.userId !== caller.userId) throw forbidden(roleMessages.reviewAuthorDeletes);
  const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return { deletedCount: deleted.length };
}

/** Distinct first-page URLs kept a generation (`?page=1&limit=6`, the unpaged list...); others are read each time. */
const MAX_FIRST_PAGES = 64;

/**
 * The reviews' first pages (home shows the newest few on every visit) as ready bytes, until a
 * review is written or deleted here or on another instance (the same NOTIFY as the catalogue).
 * Later pages are rare (Manage Reviews) and read from the database each time.
 */
export class ReviewPagesCache {
  private static readonly channel = "reviews";
  private pages = new Map<string, Promise<ReadyBytes>>();
  /** The first pages already built, for answers that cannot wait (lib/hot-reads.ts). */
  private built = new Map<string, ReadyBytes>();

  constructor(
    private readonly db: Db,
    private readonly showImage: (img: string) => boolean,
    private readonly invalidation: Invalidation = localInvalidation(),
    private readonly log: Pick<FastifyBaseLogger, "error"> = console,
  ) {
    invalidation.subscribe(ReviewPagesCache.channel, () => this.drop());
  }

  /** A new mark after every write to the reviews, here or on another instance (see CatalogueCache.version). */
  get version(): object {
    return this.built;
  }

  /** The answer to `url` (its Link header quotes it) for `page`. */
  async ready(url: string, page: Page | undefined): Promise<ReadyBytes> {
    const load = async () => {
      const answer = await listReviews(this.db, this.showImage, page);
      return readyJson(answer.items, listHeaders(url, answer));
    };
    if (page && page.offset > 0) return load();
    const { pages, built } = this;
    const kept = pages.get(url);
    if (kept) return kept;
    const loading = load();
    if (pages.size < MAX_FIRST_PAGES) {
      pages.set(url, loading);
      loading.then(
        (ready) => {
          if (pages.get(url) === loading) built.set(url, ready);
        },
        // A failed load is not kept: the next request tries again.
        () => {
          if (pages.get(url) === loading) pages.delete(url);
        },
      );
    }
    return loading;
  }

  /** The answer to `url` if it is built already, else undefined (nothing is loaded by asking). */
  builtPage(url: string): ReadyBytes | undefined {
    return this.built.get(url);
  }

  /** After a committed write: dropped here and on every other instance. */
  invalidate(): void {
    this.drop();
    this.invalidation.publish(ReviewPagesCache.channel).catch((error: unknown) => {
      this.log.error({ err: error }, "the other instances were not told of a review change; they catch up on reconnecting");
    });
  }

  /** Loads under way finish into the dropped map and serve only those who asked before. */
  private drop(): void {
    this.pages = new Map();
    this.built = new Map();
  }
}
