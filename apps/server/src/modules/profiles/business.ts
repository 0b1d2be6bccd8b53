import { binProblem, normalizeVatId, type BusinessDetails, type BuyerVatId } from "@shop/contract";
import { eq, inArray, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { cheapTotal, inTimeOrder, type ListAnswer, type Page, paginate } from "../../lib/paging";
import { businessDetails, users } from "../../db/schema";
import { badRequest } from "../../errors";

type BusinessRow = typeof businessDetails.$inferSelect;

export const NO_BUSINESS_DETAILS: BusinessDetails = { companyName: null, vatId: null, shippingAddress: null, billingAddress: null, shippingCountry: null, shippingPostalCode: null, phone: null };

const toDetails = (row: BusinessRow | undefined): BusinessDetails =>
  row
    ? {
        companyName: row.companyName,
        vatId: row.vatId,
        shippingAddress: row.shippingAddress,
        billingAddress: row.billingAddress,
        shippingCountry: row.country,
        shippingPostalCode: row.postalCode,
        phone: row.phone,
      }
    : NO_BUSINESS_DETAILS;

/** The details as the table names its columns. */
const toColumns = ({ shippingCountry, shippingPostalCode, ...rest }: BusinessDetails) => ({ ...rest, country: shippingCountry, postalCode: shippingPostalCode });

/** An account's business details; every field null when none were saved. */
export async function findBusinessDetails(db: Db | Tx, userId: string): Promise<BusinessDetails> {
  const [row] = await db.select().from(businessDetails).where(eq(businessDetails.userId, userId)).limit(1);
  return toDetails(row);
}

/** Business details with when the office checked the VAT ID by hand (null: not, or not this ID). */
export type CheckedBusinessDetails = BusinessDetails & { vatCheckedAt: string | null };

/** Several accounts' business details at once (the profile list), by user id. */
export async function businessDetailsOf(db: Db | Tx, userIds: readonly string[]): Promise<Map<string, CheckedBusinessDetails>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(businessDetails).where(inArray(businessDetails.userId, [...userIds]));
  return new Map(
    rows.map((row) => [row.userId, { ...toDetails(row), vatCheckedAt: row.vatCheckedAt && row.vatId && row.vatCheckedId === normalizeVatId(row.vatId) ? row.vatCheckedAt.toISOString() : null }]),
  );
}

/**
 * Saves the fields given (a field left undefined keeps what is saved) inside the caller's
 * transaction, and says whether anything changed. The row is locked first, so two saves of one
 * account run one after the other.
 */
export async function saveBusinessDetails(tx: Tx, userId: string, given: Partial<BusinessDetails>): Promise<{ details: BusinessDetails; changed: boolean }> {
  const [current] = await tx.select().from(businessDetails).where(eq(businessDetails.userId, userId)).for("update");
  const before = toDetails(current);
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<BusinessDetails>;
  const after: BusinessDetails = { ...before, ...defined };
  const changed = (Object.keys(after) as (keyof BusinessDetails)[]).some((key) => after[key] !== before[key]);
  if (!changed) return { details: before, changed: false };
  // Issue 36: a buyer in Bangladesh gives its 13-digit BIN, checked on the details as they would be
  // saved (the profile's forms may send the ID or the country alone); refused, the caller's
  // transaction rolls back whatever else it wrote.
  const problem = after.vatId !== before.vatId || after.shippingCountry !== before.shippingCountry ? binProblem(after.vatId, [after.shippingCountry]) : null;
  if (problem) throw badRequest(problem, [{ path: "body.vatId", message: problem }]);
  await tx
    .insert(businessDetails)
    .values({ userId, ...toColumns(after) })
    .onConflictDoUpdate({ target: businessDetails.userId, set: { ...toColumns(after), updatedAt: new Date() } });
  return { details: after, changed: true };
}

/**
 * The accounts that keep a VAT ID, for the office to check them by hand (issue 25), most recently
 * changed first: a new or changed ID comes to the top. Read through the partial index on
 * (updated_at, id) where a VAT ID is kept.
 */
export async function listVatIds(db: Db, page?: Page): Promise<ListAnswer<BuyerVatId>> {
  const kept = isNotNull(businessDetails.vatId);
  const answer = await paginate(
    (newestFirst) =>
      db
        .select({ email: users.email, companyName: businessDetails.companyName, vatId: businessDetails.vatId, vatCheckedId: businessDetails.vatCheckedId, vatCheckedAt: businessDetails.vatCheckedAt })
        .from(businessDetails)
        .innerJoin(users, eq(users.id, businessDetails.userId))
        .where(kept)
        .orderBy(...inTimeOrder(newestFirst, businessDetails.updatedAt, businessDetails.id))
        .$dynamic(),
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: businessDetails.id }).from(businessDetails).where(kept).$dynamic()),
    page,
  );
  return {
    ...answer,
    items: answer.items.map((row) => {
      const vatId = row.vatId ?? "";
      return { email: row.email, companyName: row.companyName, vatId, vatCheckedAt: row.vatCheckedAt && row.vatCheckedId === normalizeVatId(vatId) ? row.vatCheckedAt.toISOString() : null };
    }),
  };
}
