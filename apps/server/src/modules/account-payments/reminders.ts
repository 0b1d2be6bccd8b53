import { dayIn, INVOICE_REMINDER_OFFSETS, type InvoiceReminderOffset } from "@shop/contract";
import { and, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import type { ShopSettings } from "../../config";
import type { Db } from "../../db/client";
import { companies, companyMembers, emailOutbox, invoices, orders, users } from "../../db/schema";
import { addDays } from "../quotes/quotes";
import { enqueueInvoiceReminder } from "./emails";
import { balanceSql } from "./invoices";

/** Reminders queued by one sweep at most; the rest follow at the next (each queued one drops out of the query). */
const REMINDER_BATCH = 500;
/** A reminder missed (the shop was down that day) is still sent this many days late, never later. */
const LATE_DAYS = 7;
const FIRST = INVOICE_REMINDER_OFFSETS[0];
const LAST = INVOICE_REMINDER_OFFSETS[INVOICE_REMINDER_OFFSETS.length - 1] ?? 0;

/**
 * The reminders due at `now` (decision 041 "Reminders"): for each invoice on account with a
 * balance and a due date, the latest of its reminder days (7 days before, on it, 7 and 30 days
 * after) that has come, for each admin and accountant of its company, not yet queued. Only the
 * latest: an invoice the sweep missed for days gets one email, not three. The event key is
 * checked exactly (`invoice-reminder:<number>:<offset>:<email>`), through the outbox's unique index.
 * Days count from the shop's today (SHOP_TIMEZONE), the zone the due dates are in (issue 36, finding 9).
 */
export function dueRemindersQuery(db: Db, now: Date, timeZone: string) {
  const today = dayIn(now, timeZone);
  const days = sql`(${today}::date - ${invoices.dueDate})`;
  const offset = sql<number>`(case ${INVOICE_REMINDER_OFFSETS.slice()
    .reverse()
    .map((day) => sql`when ${days} >= ${sql.raw(String(day))} then ${sql.raw(String(day))}`)
    .reduce((all, next) => sql`${all} ${next}`)} end)`;
  const key = sql`'invoice-reminder:' || ${invoices.number} || ':' || ${offset} || ':' || ${users.email}`;
  return db
    .select({
      invoiceNumber: invoices.number,
      dueDate: invoices.dueDate,
      balanceCents: balanceSql,
      offset,
      companyName: companies.name,
      to: users.email,
      currency: orders.currency,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(companyMembers, and(eq(companyMembers.companyId, invoices.companyId), inArray(companyMembers.role, ["admin", "accountant"])))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        isNotNull(invoices.companyId),
        isNotNull(invoices.dueDate),
        sql`${invoices.dueDate} between ${addDays(today, -(LAST + LATE_DAYS))}::date and ${addDays(today, -FIRST)}::date`,
        sql`${balanceSql} > 0`,
        notExists(db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.eventKey, key))),
      ),
    )
    .orderBy(invoices.number, users.email)
    .limit(REMINDER_BATCH);
}

/** Queues the reminders due (the sweep); answers how many it queued. */
export async function remindDueInvoices(db: Db, shop: ShopSettings, now: Date): Promise<number> {
  let queued = 0;
  for (const due of await dueRemindersQuery(db, now, shop.shop.timeZone)) {
    if (due.dueDate === null) continue;
    const sent = await enqueueInvoiceReminder(db, shop, {
      invoiceNumber: due.invoiceNumber,
      offset: Number(due.offset) as InvoiceReminderOffset,
      dueDate: due.dueDate,
      balanceCents: Number(due.balanceCents),
      currency: due.currency ?? shop.shop.currency,
      companyName: due.companyName,
      to: due.to,
    });
    if (sent) queued += 1;
  }
  return queued;
}
