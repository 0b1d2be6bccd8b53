import { z } from "zod";
import { errorCodes } from "./constants";

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

/**
 * How a client reads an error body: leniently, so that a code it does not know (a newer server)
 * still shows its message.
 */
export const errorBodyReadingSchema = z.object({
  error: z.object({
    code: z.string().optional(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
