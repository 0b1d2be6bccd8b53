import { z } from "zod";
import { idSchema } from "./common";

export const emailStatusSchema = z.enum(["pending", "sent", "failed"]);
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** One row of the admin's Sent Emails page (`GET /api/emails`). */
export const emailSummarySchema = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;
export const emailListSchema = z.array(emailSummarySchema);

/**
 * `GET /api/emails/{id}`: one email with its text (the HTML is the same words, dressed).
 * `devMailbox`: the shop runs without SMTP outside production, so the text carries the links it
 * was delivered with, working; otherwise link tokens read `[redacted]` (decisions 022, 031).
 */
export const emailDetailSchema = emailSummarySchema.extend({ eventKey: z.string(), text: z.string(), devMailbox: z.boolean() });
export type EmailDetail = z.infer<typeof emailDetailSchema>;
