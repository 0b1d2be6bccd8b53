import { createHash } from "node:crypto";
import { EventEmitter } from "node:events";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { fillSecrets, openSecrets, sealBinding } from "./secrets";

type OutboxRow = typeof emailOutbox.$inferSelect;

/** After this many failed attempts an email is `failed` and logged at error for a person to look at. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;
/**
 * How long a claimed row stays away from other workers. Longer than the transport's own
 * timeouts below, so a slow send finishes before anybody else may take the row; a worker that
 * died mid-send leaves it to be sent once the lease runs out.
 */
export const LEASE_MS = 5 * 60_000;
/** Rows claimed per round trip; a run takes rounds until nothing is due (or MAX_PER_RUN). */
const BATCH = 20;
const MAX_PER_RUN = 200;
export const MAIL_INTERVAL_MS = 15_000;
/** An enqueue in this process wakes the worker this soon (its transaction has committed by then, almost always). */
const WAKE_DELAY_MS = 300;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 1 min, 2, 4 … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * The same for every try of one event, so a message that did go out before a crash and is sent
 * again can be recognised as the same one by the receiving servers.
 */
export function messageIdFor(eventKey: string, publicUrl: string): string {
  const digest = createHash("sha256").update(eventKey).digest("hex").slice(0, 32);
  return `<${digest}@${new URL(publicUrl).hostname}>`;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** What actually sends; nodemailer over SMTP_URL, or the log when there is none. */
export type MailTransport = (message: MailMessage) => Promise<void>;

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Well inside LEASE_MS: a hanging server must not outlive the lease.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return async (message) => {
    await transporter.sendMail(message);
  };
}

export function logTransport(log: FastifyBaseLogger): MailTransport {
  return async (message) => {
    // The body holds single-use links (only here, filled in for sending): it stays out of the log.
    log.info({ to: message.to, subject: message.subject, messageId: message.messageId }, "email not sent (SMTP_URL is unset); kept for the Sent Emails page");
  };
}

/** The email as a person reads it in a terminal: who, what, then the text with its links. */
export function mailboxEntry(message: Pick<MailMessage, "from" | "to" | "subject" | "text">): string {
  return [`Development mailbox: email to ${message.to} (not sent: SMTP_URL is unset)`, `From: ${message.from}`, `To: ${message.to}`, `Subject: ${message.subject}`, "", message.text].join("\n");
}

/**
 * The development mailbox's delivery (decision 031): the whole email, working links included,
 * printed to the log; the worker keeps it readable for the Sent Emails page.
 */
export function devMailboxTransport(log: FastifyBaseLogger): MailTransport {
  return async (message) => {
    log.info({ to: message.to, messageId: message.messageId }, mailboxEntry(message));
  };
}

/** SMTP when SMTP_URL is set; otherwise the development mailbox, or (in production) the log of who was mailed. */
export function transportFor(mail: Config["mail"], log: FastifyBaseLogger): MailTransport {
  if (mail.smtpUrl) return smtpTransport(mail.smtpUrl);
  return mail.devMailbox ? devMailboxTransport(log) : logTransport(log);
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** Enqueues in this process say so here, and a running worker comes sooner than its interval. */
const queued = new EventEmitter();
queued.setMaxListeners(0);
export const notifyEmailQueued = () => void queued.emit("queued");

/**
 * Takes up to `limit` due rows for this worker: locked with SKIP LOCKED so concurrent workers
 * take different rows, and leased by pushing next_attempt_at ahead (and counting the attempt)
 * before the transaction ends, so nobody else takes them while they are being sent.
 */
async function claim(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  // `now` counts whole milliseconds and the database's clock microseconds: a row queued in this
  // same millisecond (12:00:00.123456 against 12:00:00.123) is due too, not left for the next run.
  const dueBefore = new Date(now.getTime() + 1);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lt(emailOutbox.nextAttemptAt, dueBefore)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(inArray(emailOutbox.id, due.map((row) => row.id)))
      .returning();
  });
}

export interface DeliveryContext {
  db: Db;
  config: Pick<Config, "mail" | "publicUrl" | "authSecret">;
  log: FastifyBaseLogger;
  transport: MailTransport;
}

type OutboxContent = Pick<OutboxRow, "eventKey" | "toAddress" | "subject" | "textBody" | "htmlBody" | "sealedSecrets">;

/**
 * The email as its recipient gets it: the stored subject and bodies with their link tokens put
 * back, or undefined when the sealed tokens do not open (AUTH_SECRET changed, row altered).
 */
export function renderForSending(row: OutboxContent, authSecret: string): { subject: string; text: string; html: string } | undefined {
  if (row.sealedSecrets === null) return { subject: row.subject, text: row.textBody, html: row.htmlBody };
  const tokens = openSecrets(authSecret, row.sealedSecrets, sealBinding(row.eventKey, row.toAddress));
  if (!tokens) return undefined;
  return { subject: fillSecrets(row.subject, tokens), text: fillSecrets(row.textBody, tokens), html: fillSecrets(row.htmlBody, tokens) };
}

async function deliverOne(ctx: DeliveryContext, row: OutboxRow, now: Date): Promise<keyof DeliveryReport> {
  // Only the lease holder writes the outcome: the row still carries the attempt it claimed.
  const mine = and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "pending"), eq(emailOutbox.attempts, row.attempts));
  const content = renderForSending(row, ctx.config.authSecret);
  if (!content) {
    // Retrying cannot open the seal later, and sending the slots would mail dead links.
    const lastError = "its link tokens could not be opened (AUTH_SECRET changed, or the row was altered)";
    await ctx.db.update(emailOutbox).set({ status: "failed", lastError, sealedSecrets: null }).where(mine);
    ctx.log.error({ emailId: row.id, eventKey: row.eventKey }, "email given up: its link tokens could not be opened");
    return "failed";
  }
  try {
    await ctx.transport({
      from: ctx.config.mail.from,
      to: row.toAddress,
      ...content,
      messageId: messageIdFor(row.eventKey, ctx.config.publicUrl),
    });
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (row.attempts >= MAX_ATTEMPTS) {
      await ctx.db.update(emailOutbox).set({ status: "failed", lastError, sealedSecrets: null }).where(mine);
      ctx.log.error({ emailId: row.id, eventKey: row.eventKey, attempts: row.attempts, err: error }, "email given up after its last attempt");
      return "failed";
    }
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
    await ctx.db.update(emailOutbox).set({ nextAttemptAt, lastError }).where(mine);
    ctx.log.warn({ emailId: row.id, eventKey: row.eventKey, attempts: row.attempts, nextAttemptAt, err: error }, "email not sent; it will be retried");
    return "retried";
  }
  // Sent, the tokens are the recipient's alone: no copy stays to be read or decrypted later.
  // The development mailbox is the recipient: it keeps the email as delivered, links working.
  const delivered = ctx.config.mail.devMailbox ? { subject: content.subject, textBody: content.text, htmlBody: content.html } : {};
  await ctx.db.update(emailOutbox).set({ status: "sent", sentAt: new Date(), lastError: null, sealedSecrets: null, ...delivered }).where(mine);
  return "sent";
}

/** Sends what is due now: claim a batch, send each, record the outcome; again until nothing is due. */
export async function deliverDueEmails(ctx: DeliveryContext, now = new Date()): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (let taken = 0; taken < MAX_PER_RUN; ) {
    const rows = await claim(ctx.db, now, Math.min(BATCH, MAX_PER_RUN - taken));
    if (rows.length === 0) break;
    taken += rows.length;
    for (const row of rows) report[await deliverOne(ctx, row, now)] += 1;
  }
  return report;
}

export interface MailWorker {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs deliverDueEmails at start, every `intervalMs`, and soon after an enqueue in this process.
 * One run at a time; a wake-up during a run makes one more run after it. Timers are unref'ed.
 */
export function createMailWorker(ctx: DeliveryContext, intervalMs: number): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let wake: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueEmails(ctx)
      .then(
        (report) => {
          if (report.sent + report.retried + report.failed > 0) ctx.log.debug({ mail: report }, "mail worker run");
        },
        (error: unknown) => ctx.log.error({ err: error }, "mail worker run failed"),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const onQueued = () => {
    if (wake || stopped) return;
    wake = setTimeout(() => {
      wake = undefined;
      tick();
    }, WAKE_DELAY_MS);
    wake.unref();
  };
  return {
    start() {
      if (ctx.config.mail.devMailbox) {
        // Where a newcomer without SMTP finds their emails, said once in the terminal.
        ctx.log.info(`Development mailbox: SMTP_URL is unset, so emails are printed here and kept, links working, at ${ctx.config.publicUrl}/dashboard/emails (admins)`);
      }
      queued.on("queued", onQueued);
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      queued.off("queued", onQueued);
      clearInterval(timer);
      clearTimeout(wake);
      await running;
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** One delivery run now (tests call it instead of waiting for the timer); `now` moves the clock for retries and leases. */
    deliverEmails(now?: Date): Promise<DeliveryReport>;
  }
}
