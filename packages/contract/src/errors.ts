import { z } from "zod";

/** The closed set of error kinds; each maps to exactly one HTTP status. */
export const errorCodes = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "too_many_requests",
  "internal",
  /** The card was refused by the payment provider; the message is the provider's words for the customer. */
  "payment_required",
  /** The payment provider could not be reached or failed; the message is ours, never the provider's. */
  "payment_provider_unavailable",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
  payment_required: 402,
  payment_provider_unavailable: 502,
};

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** CONTRACT: every error answers `{ error: { code, message } }`; 400s add the failing fields. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
