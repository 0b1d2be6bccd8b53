import { roleMessages } from "@shop/contract";
import type { BusinessDetails, NewProfile, Profile, UpdateProfileResponse } from "@shop/contract";
import { and, count, eq, ne, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { conflict, forbidden, notFound } from "../../errors";
import { cheapTotal, inTimeOrder, type ListAnswer, type Page, paginate } from "../../lib/paging";
import { businessDetailsOf, NO_BUSINESS_DETAILS, saveBusinessDetails } from "./business";

type ProfileRow = typeof profiles.$inferSelect;

/** The account a profile belongs to. */
export interface ProfileOwner {
  userId: string;
  email: string;
}

/** A profile card: the spec's portfolio fields and the account's business details. */
export function toProfileDocument(row: ProfileRow, business: BusinessDetails & { vatCheckedAt?: string | null } = NO_BUSINESS_DETAILS): Profile {
  return {
    _id: row.id,
    img: row.img,
    country: row.country,
    email: row.email,
    number: row.number,
    linkedinProfile: row.linkedinProfile,
    education: row.education,
    ...business,
  };
}

/** Every profile, or only one owner's; oldest first, as the cards were added. */
export async function listProfiles(db: Db, filter: { userId?: string }, page?: Page): Promise<ListAnswer<Profile>> {
  const where = filter.userId ? eq(profiles.userId, filter.userId) : undefined;
  const answer = await paginate(
    (newestFirst) => db.select().from(profiles).where(where).orderBy(...inTimeOrder(newestFirst, profiles.createdAt, profiles.id)).$dynamic(),
    "oldest-first",
    () => cheapTotal(db, () => db.select({ id: profiles.id }).from(profiles).where(where).$dynamic()),
    page,
  );
  const business = await businessDetailsOf(db, answer.items.map((row) => row.userId));
  return { ...answer, items: answer.items.map((row) => toProfileDocument(row, business.get(row.userId))) };
}

/** The owner behind an email, for an admin acting on someone else's profile. */
export async function findProfileOwner(db: Db, email: string): Promise<ProfileOwner> {
  const [user] = await db.select({ userId: users.id, email: users.email }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  if (!user) throw notFound("User");
  return user;
}

/**
 * A profile shows contact details under an email: letting it carry someone else's address
 * would let anyone pose as that person (the original stored whatever email it was sent).
 */
function assertOwnEmail(owner: ProfileOwner, input: NewProfile): void {
  if (input.email !== owner.email) throw forbidden(roleMessages.profileOwnEmail);
}

const valuesOf = (input: NewProfile) => ({
  img: input.img,
  country: input.country,
  email: input.email,
  number: input.number,
  linkedinProfile: input.linkedinProfile,
  education: input.education,
});

/** The business details a profile form sent along (undefined: left as saved). */
const businessOf = (input: NewProfile): Partial<BusinessDetails> => ({
  companyName: input.companyName,
  vatId: input.vatId,
  shippingAddress: input.shippingAddress,
  billingAddress: input.billingAddress,
  shippingCountry: input.shippingCountry,
  shippingPostalCode: input.shippingPostalCode,
  phone: input.phone,
});


export async function createProfile(db: Db, owner: ProfileOwner, input: NewProfile): Promise<Profile> {
  assertOwnEmail(owner, input);
  return db.transaction(async (tx) => {
    // One profile per account (profiles_user_id_key): a second add, even a concurrent one, is a 409.
    const [row] = await tx
      .insert(profiles)
      .values({ userId: owner.userId, ...valuesOf(input) })
      .onConflictDoNothing({ target: profiles.userId })
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(roleMessages.profileExists) : error;
      });
    if (!row) throw conflict(roleMessages.profileExists);
    const { details } = await saveBusinessDetails(tx, owner.userId, businessOf(input));
    return toProfileDocument(row, details);
  });
}

/**
 * The Update Profile call: rewrites the owner's profile, or creates it when there is none (the
 * original's upsert). Counts follow the original's driver: `modifiedCount`
 * only counts profiles whose values actually changed.
 */
export async function upsertProfile(db: Db, owner: ProfileOwner, input: NewProfile): Promise<UpdateProfileResponse> {
  assertOwnEmail(owner, input);
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    // Locking the owner's row serialises two first saves, which would otherwise both insert.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for("update");
    const mine = eq(profiles.userId, owner.userId);
    const matchedCount = (await tx.select({ n: count() }).from(profiles).where(mine))[0]?.n ?? 0;
    if (matchedCount === 0) {
      const [row] = await tx.insert(profiles).values({ userId: owner.userId, ...values }).returning({ id: profiles.id });
      if (!row) throw new Error("insert returned no row");
      await saveBusinessDetails(tx, owner.userId, businessOf(input));
      return { acknowledged: true as const, matchedCount: 0, modifiedCount: 0, upsertedId: row.id };
    }
    const changes: SQL[] = [
      ne(profiles.img, values.img),
      ne(profiles.country, values.country),
      ne(profiles.number, values.number),
      ne(profiles.linkedinProfile, values.linkedinProfile),
      ne(profiles.education, values.education),
      ne(profiles.email, values.email),
    ];
    const modified = await tx
      .update(profiles)
      .set(values)
      .where(and(mine, or(...changes)))
      .returning({ id: profiles.id });
    const business = await saveBusinessDetails(tx, owner.userId, businessOf(input));
    return { acknowledged: true as const, matchedCount, modifiedCount: modified.length > 0 || business.changed ? 1 : 0 };
  });
}
