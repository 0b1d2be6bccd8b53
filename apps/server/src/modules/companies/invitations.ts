import { createHash, randomBytes } from "node:crypto";
import {
  INVITATION_DAYS,
  INVITATIONS_PER_HOUR,
  companyMessages,
  companyRoleNames,
  currentLanguage,
  invitationEmailTexts,
  pathInLanguage,
  webRoutes,
  type Company,
  type CompanyRole,
  type Invitation,
  type InviteBody,
  type InvitationPreview,
} from "@shop/contract";
import { and, count, desc, eq, gt, isNull, min } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { companies, companyInvitations, companyMembers, users } from "../../db/schema";
import { AppError, conflict, forbidden, notFound } from "../../errors";
import { composeEmail } from "../mail/compose";
import { enqueueEmailTo } from "../mail/outbox";
import { membershipIn, membershipOf, requireNotSuspended } from "./access";
import { recordAudit } from "./audit";
import { companyDocument } from "./companies";

/**
 * Issue 27: a company admin invites a colleague by email (docs/decisions/036-company-invitations.md).
 * The link is single-use, for the invited address only, valid INVITATION_DAYS; only the token's
 * hash is stored and the emailed token is sealed in the outbox (decision 022). A company sends at
 * most INVITATIONS_PER_HOUR, counted over every invitation it made, withdrawn or replaced ones
 * included: the shop must not be a way to email strangers. Issue 35: nor may one account, past
 * INVITATIONS_PER_DAY invitations a day to addresses without an account; a suspended company
 * invites nobody; and the email is the shop's, with what the inviter typed only quoted in it.
 */

type MailConfig = Pick<Config, "publicUrl" | "shop" | "authSecret" | "invitationsPerDay">;
type InvitationRow = typeof companyInvitations.$inferSelect;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const TTL_MS = INVITATION_DAYS * 24 * HOUR_MS;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

function invitationDocument(row: InvitationRow): Invitation {
  return { _id: row.id, companyId: row.companyId, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Takes the company's row for the rest of the transaction: invitations (the hourly count) and
 * member changes (the last admin) of one company happen one after the other. NO KEY UPDATE, so
 * inserting a member or an order of the company (a foreign key's KEY SHARE) does not wait on it.
 */
export async function lockCompany(tx: Tx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("no key update");
}

export type InviteResult = { invitation: Invitation } | { retryAfterSeconds: number; message: string };

/** Seconds until the oldest of a window's rows leaves it. */
const secondsUntilOut = (oldest: Date | null, windowMs: number, now: Date) => Math.max(1, Math.ceil(((oldest ?? now).getTime() + windowMs - now.getTime()) / 1000));

/**
 * What the inviter and the company typed (names up to 120 characters) is not the shop's to say:
 * it stays out of the subject, and the body shows it as quoted data under a label, on lines of
 * its own, never inside one of the shop's sentences. Issue 38: written in the language of the
 * moment (the invitee's account's, else the inviter's page's), the role's name and the link too.
 */
function invitationEmail(config: MailConfig, invite: { inviterName: string; inviterEmail: string; company: string; email: string; role: CompanyRole; token: string }) {
  const shop = config.shop.name;
  const url = `${config.publicUrl}${pathInLanguage(webRoutes.acceptInvitation, currentLanguage())}?${new URLSearchParams({ token: invite.token }).toString()}`;
  return composeEmail({
    subject: invitationEmailTexts.subject(shop),
    greeting: invitationEmailTexts.greeting,
    paragraphs: [
      invitationEmailTexts.invited(shop, companyRoleNames[invite.role]),
      [invitationEmailTexts.company(invite.company), invitationEmailTexts.invitedBy(invite.inviterName, invite.inviterEmail)].join("\n"),
      invitationEmailTexts.accept(invite.email, INVITATION_DAYS),
      invitationEmailTexts.unknown,
    ],
    action: { label: invitationEmailTexts.action, url },
    signature: [shop, config.shop.address].filter(Boolean),
  });
}

/**
 * `POST /api/companies/{id}/invitations` (company admins). Refuses (409) an address that is a
 * member already, here or elsewhere; past the hourly cap (or the inviter's daily cap on addresses
 * without an account) answers how long to wait, and stores and mails nothing. A new invitation to
 * an address replaces its earlier pending one: the old link stops working (it stays counted).
 * A suspended company: 403 with the suspension's words, before anything else is looked at.
 */
export async function inviteMember(db: Db, config: MailConfig, caller: Principal, companyId: string, body: InviteBody, now = new Date()): Promise<InviteResult> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const membership = await membershipIn(tx, caller, companyId, "manage");
    requireNotSuspended(membership);
    const [invitee] = await tx
      .select({ companyId: companyMembers.companyId })
      .from(users)
      .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(eq(users.email, body.email));
    if (invitee) throw conflict(invitee.companyId === companyId ? companyMessages.alreadyInThisCompany : companyMessages.inviteeInAnotherCompany);

    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const [recent] = await tx
      .select({ sent: count(), oldest: min(companyInvitations.createdAt) })
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, companyId), gt(companyInvitations.createdAt, hourAgo)));
    if (recent && recent.sent >= INVITATIONS_PER_HOUR) {
      return { retryAfterSeconds: secondsUntilOut(recent.oldest, HOUR_MS, now), message: companyMessages.tooManyInvitations };
    }
    // An address with an account already has chosen the shop; the daily cap is for strangers. The
    // company's row lock above serialises its inviters, and an account belongs to one company.
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    const toNewAddress = !account;
    if (toNewAddress) {
      const [today] = await tx
        .select({ sent: count(), oldest: min(companyInvitations.createdAt) })
        .from(companyInvitations)
        .where(and(eq(companyInvitations.invitedBy, caller.userId), eq(companyInvitations.toNewAddress, true), gt(companyInvitations.createdAt, new Date(now.getTime() - DAY_MS))));
      if (today && today.sent >= config.invitationsPerDay) {
        return { retryAfterSeconds: secondsUntilOut(today.oldest, DAY_MS, now), message: companyMessages.tooManyInvitationsToday(config.invitationsPerDay) };
      }
    }

    await tx
      .update(companyInvitations)
      .set({ expiresAt: now })
      .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.email, body.email), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now)));
    const token = randomBytes(32).toString("base64url");
    const [row] = await tx
      .insert(companyInvitations)
      .values({ companyId, email: body.email, role: body.role, tokenHash: hashToken(token), invitedBy: caller.userId, toNewAddress, expiresAt: new Date(now.getTime() + TTL_MS), createdAt: now })
      .returning();
    if (!row) throw new Error("insert returned no invitation");

    // An invitee with an account reads it in that account's language; a stranger in the language of the inviter's page.
    await enqueueEmailTo(tx, { eventKey: `company-invitation:${row.id}`, to: body.email, secrets: { tokens: [token], sealWith: config.authSecret } }, () =>
      invitationEmail(config, { inviterName: caller.name, inviterEmail: caller.email, company: membership.companyName, email: body.email, role: body.role, token }),
    );
    await recordAudit(tx, { companyId, action: "invited", actor: caller, subject: body.email, after: { role: body.role } });
    return { invitation: invitationDocument(row) };
  });
}

/** `GET /api/companies/{id}/invitations` (company admins): the pending invitations, newest first. */
export async function pendingInvitations(db: Db, caller: Principal, companyId: string, now = new Date()): Promise<Invitation[]> {
  await membershipIn(db, caller, companyId, "manage");
  const rows = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now)))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
  return rows.map(invitationDocument);
}

/**
 * `DELETE /api/companies/{id}/invitations/{invitationId}` (company admins): the link stops
 * working. The row stays (expired now) so the hourly cap still counts it.
 */
export async function withdrawInvitation(db: Db, caller: Principal, companyId: string, invitationId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await membershipIn(tx, caller, companyId, "manage");
    const [withdrawn] = await tx
      .update(companyInvitations)
      .set({ expiresAt: now })
      .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now)))
      .returning({ email: companyInvitations.email, role: companyInvitations.role });
    if (!withdrawn) throw notFound("Invitation");
    await recordAudit(tx, { companyId, action: "invitation_withdrawn", actor: caller, subject: withdrawn.email, before: { role: withdrawn.role } });
  });
}

/**
 * Issue 35: whether `token` is a working invitation to `email`. Its link came by mail to that
 * address, so a sign-up that carries it needs no separate verification; any other token (unknown,
 * used, withdrawn, expired, another address's) proves nothing and the sign-up goes on as usual.
 */
export async function invitationProvesAddress(db: Db | Tx, token: string, email: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.tokenHash, hashToken(token)), eq(companyInvitations.email, email.toLowerCase()), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now)));
  return row !== undefined;
}

const invalidInvitation = () => new AppError("not_found", companyMessages.invitationInvalid);

/**
 * `POST /api/invitations/preview`: the company, address and role a link invites to, so its page
 * can say "Join Green Valley Co-op" and with which address to sign in. The token is the proof, as
 * for accepting: whoever holds it got the email. The same 404 for any link that no longer works.
 */
export async function previewInvitation(db: Db, token: string, now = new Date()): Promise<InvitationPreview> {
  const [row] = await db
    .select({ companyName: companies.name, email: companyInvitations.email, role: companyInvitations.role, expiresAt: companyInvitations.expiresAt })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(and(eq(companyInvitations.tokenHash, hashToken(token)), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now)));
  if (!row) throw invalidInvitation();
  return { ...row, expiresAt: row.expiresAt.toISOString() };
}

/**
 * `POST /api/invitations/accept`: the signed-in account of the invited address joins the company
 * with the invited role. An unknown, used, withdrawn or expired token answers 404; another
 * address's 403 and the link stays usable by its owner; a member of a company 409. The token came
 * by mail to the address, so accepting also proves it (the account counts as verified).
 */
export async function acceptInvitation(db: Db, caller: Principal, token: string, now = new Date()): Promise<Company> {
  try {
    return await db.transaction(async (tx) => {
      // Two clicks at once: the row lock makes the second wait here until the first commits, then
      // find the invitation taken (404). Without it, it could read the invitation still open and
      // then the first's new membership, and answer 409 instead.
      const [invitation] = await tx
        .select()
        .from(companyInvitations)
        .where(and(eq(companyInvitations.tokenHash, hashToken(token)), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now)))
        .for("update");
      if (!invitation) throw invalidInvitation();
      if (invitation.email !== caller.email.toLowerCase()) throw forbidden(companyMessages.invitationOtherEmail);
      const membership = await membershipOf(tx, caller.userId);
      if (membership) throw conflict(membership.companyId === invitation.companyId ? companyMessages.alreadyInThisCompany : companyMessages.alreadyMember);
      // Kept although the lock above serialises the clicks: the update says itself what it takes.
      const taken = await tx
        .update(companyInvitations)
        .set({ acceptedAt: now })
        .where(and(eq(companyInvitations.id, invitation.id), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now)))
        .returning({ id: companyInvitations.id });
      if (taken.length === 0) throw invalidInvitation();
      await tx.insert(companyMembers).values({ companyId: invitation.companyId, userId: caller.userId, role: invitation.role });
      await tx.update(users).set({ emailVerified: true }).where(eq(users.id, caller.userId));
      await recordAudit(tx, { companyId: invitation.companyId, action: "invitation_accepted", actor: caller, subject: invitation.email, after: { role: invitation.role } });
      return companyDocument(tx, invitation.companyId, invitation.role);
    });
  } catch (error) {
    // Two invitations of two companies accepted at once: the unique member row keeps one.
    if (isUniqueViolation(error, "company_members_user_key")) throw conflict(companyMessages.alreadyMember);
    throw error;
  }
}
