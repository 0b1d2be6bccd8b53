import { z } from "zod";
import { isHttpUrl } from "./constants";
import { currentLanguage, sayEnglish, words } from "./i18n";
import { messages } from "./messages";

/**
 * Field rules shared by the shop's forms and the request bodies the server checks. The web
 * forms send text, scripts may send numbers: every numeric field takes both and yields a
 * number, so a parsed value is itself a valid input.
 */

export const URL_MAX_LENGTH = 2048;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Issue 38: what a field's rule says when it refuses, with the field's label. A schema is built
 * when its module loads, before any request's language is known: its rules say these when they
 * refuse (`{ error: () => … }`), and the label, read at load in English, is said again in the
 * current language (`sayEnglish`).
 */
export const fieldMessages = words("fieldMessages", {
  required: (label: string) => `${label} is required`,
  invalid: "is invalid",
  notText: (label: string) => `${label} must be text`,
  controlCharacters: (label: string) => `${label} must not contain control characters`,
  atMostCharacters: (label: string, max: number | string) => `${label} must be at most ${max} characters`,
  notNumber: (label: string) => `${label} must be a number`,
  notWhole: (label: string) => `${label} must be a whole number`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  atMostDecimals: (label: string, decimals: number) => `${label} must have at most ${decimals} decimals`,
  moreThanZero: (label: string) => `${label} must be more than 0`,
  httpUrl: (label: string) => `${label} must be an http(s) URL`,
  urlOrPath: (label: string) => `${label} must be an http(s) URL or a path starting with /`,
  moreThan: (label: string, min: number) => `${label} must be more than ${min}`,
  oneOf: (label: string, values: string) => `${label} must be one of: ${values}`,
  countryCode: (label: string) => `${label} must be an ISO 3166 country code`,
  date: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  realDate: (label: string) => `${label} must be a real date`,
  atMostCount: (label: string, max: number) => `${label}: at most ${max}`,
  atMostTools: (label: string, max: number) => `${label}: at most ${max} tools`,
  atLeastCharacters: (label: string, min: number) => `${label} must be at least ${min} characters`,
  notMoreThan: (label: string, other: string) => `${label} must not be more than ${other}`,
  lettersAndDigits: (label: string) => `${label} must be letters and digits (spaces, dots and dashes between them are fine)`,
  digitsBetween: (label: string, min: number, max: number) => `${label} must be ${min} to ${max} digits (a leading +, spaces and dashes are fine)`,
  trueOrFalse: (label: string) => `${label} must be true or false`,
  validId: "must be a valid id",
  validEmail: "must be a valid email address",
  phone: "must be a phone number",
  phoneDigits: "must have 6 to 20 digits",
  oneDeliveryAddress: "Add at least one delivery address",
  oneInvoice: "Name at least one invoice",
  oneFieldToChange: "Send at least one field to change",
} as const);

/** A rule's error, said when it refuses: in the language of that moment, not of the module's load. */
export const saidWhenRefused = (say: () => string) => ({ error: () => say() });

/** A field's label, read when its schema was built, in the current language. */
const said = (label: string) => sayEnglish(label);

export const requiredMessage = (label: string) => fieldMessages.required(said(label));

/*
 * zod's own words (a field of the wrong type that no rule of ours names) are English; a reader in
 * another language is told the field is invalid, in that language.
 */
z.config({ customError: () => (currentLanguage() === "en" ? undefined : fieldMessages.invalid) });

const isBlank = (input: unknown) => input === undefined || input === null || (typeof input === "string" && input.trim() === "");

/** C0 controls and DEL: nobody types them, and PostgreSQL refuses a NUL in text with a 500. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** The same but tab, line feed and carriage return, which a multi-line text keeps. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const controlCharactersMessage = (label: string) => fieldMessages.controlCharacters(said(label));

export interface PlainTextOptions {
  /** A multi-line field (a description) keeps tabs and line breaks; a single-line field refuses them too. */
  multiline?: boolean;
  /** Trim surrounding whitespace first, so a pasted trailing line break is not refused. */
  trim?: boolean;
  /** The zod error for a value that is not a string at all. */
  error?: (issue: { input?: unknown }) => string;
}

/**
 * Every text a request carries starts here: a string without control characters. One rule for
 * every field, so a NUL never reaches the database (where it was a 500) and a header-breaking
 * line feed never reaches a single-line value.
 */
export const plainText = (label: string, options: PlainTextOptions = {}) => {
  const text = z.string(options.error ? { error: options.error } : undefined);
  const forbidden = options.multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS;
  return (options.trim ? text.trim() : text).refine((value) => !forbidden.test(value), saidWhenRefused(() => controlCharactersMessage(label)));
};

/** A required, trimmed, bounded text; blank counts as missing, as a user sees it. */
export const requiredText = (label: string, max: number, options: Pick<PlainTextOptions, "multiline"> = {}) =>
  plainText(label, { ...options, trim: true, error: (issue) => (isBlank(issue.input) ? requiredMessage(label) : fieldMessages.notText(said(label))) })
    .min(1, saidWhenRefused(() => requiredMessage(label)))
    .max(max, saidWhenRefused(() => fieldMessages.atMostCharacters(said(label), max)));

/** A path on this site (`/images/x.svg`); `//host` is another site and a backslash confuses browsers. */
export const isSitePath = (value: string): boolean => /^\/(?!\/)[^\s\\]*$/.test(value);

export const httpUrl = (label: string) =>
  requiredText(label, URL_MAX_LENGTH).refine(isHttpUrl, saidWhenRefused(() => fieldMessages.httpUrl(said(label))));

/** Product and review pictures: a URL, or one of the site's own images as the demo data uses. */
export const imageRef = (label: string) =>
  requiredText(label, URL_MAX_LENGTH).refine(
    (value) => isHttpUrl(value) || isSitePath(value),
    saidWhenRefused(() => fieldMessages.urlOrPath(said(label))),
  );

/** An email of a form (spec section 5: "email must be an email"), stored lower-case. */
export const formEmail = () =>
  plainText("Email", {
    trim: true,
    error: (issue) => (isBlank(issue.input) ? messages.validation.emailRequired : messages.validation.emailInvalid),
  })
    .min(1, saidWhenRefused(() => messages.validation.emailRequired))
    .max(EMAIL_MAX_LENGTH, saidWhenRefused(() => messages.validation.emailInvalid))
    .refine((value) => z.email().safeParse(value).success, saidWhenRefused(() => messages.validation.emailInvalid))
    .transform((value) => value.toLowerCase());

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number given as a JSON number or as the text of a form field. Each branch carries the same
 * message as the union: react-hook-form's zod resolver shows a failed union's first branch
 * message, which would otherwise be zod's "Invalid input: expected number, received string".
 */
const numberInput = (label: string) => {
  const message = (input: unknown) => (isBlank(input) ? requiredMessage(label) : fieldMessages.notNumber(said(label)));
  const error = (issue: { input?: unknown }) => message(issue.input);
  return z.union(
    [
      z.number({ error }),
      plainText(label, { trim: true, error })
        .max(32, { error })
        .regex(NUMERIC_TEXT, { error })
        .transform(Number),
    ],
    { error },
  );
};

export const wholeNumber = (label: string, min: number, max: number) =>
  numberInput(label).pipe(
    z
      .number()
      .int(saidWhenRefused(() => fieldMessages.notWhole(said(label))))
      .min(min, saidWhenRefused(() => fieldMessages.atLeast(said(label), min)))
      .max(max, saidWhenRefused(() => fieldMessages.atMost(said(label), max))),
  );

/** A number with at most `decimals` decimals, within a float's error (0.1 + 0.2 is not 0.3). */
export const hasAtMostDecimals = (value: number, decimals: number): boolean => {
  const scale = 10 ** decimals;
  return Math.abs(value * scale - Math.round(value * scale)) < 1e-6;
};

/** A number from `min` to `max` with at most `decimals` decimals (a weight in kg kept as grams: 3). */
export const decimalNumber = (label: string, min: number, max: number, decimals: number) =>
  numberInput(label).pipe(
    z
      .number()
      .min(min, saidWhenRefused(() => fieldMessages.atLeast(said(label), min)))
      .max(max, saidWhenRefused(() => fieldMessages.atMost(said(label), max)))
      .refine((value) => hasAtMostDecimals(value, decimals), saidWhenRefused(() => fieldMessages.atMostDecimals(said(label), decimals))),
  );

/**
 * An optional field as a form sends it: absent, null or blank all mean "not given" (undefined),
 * since an empty input still posts "". Anything else must pass `rule`. The accepted input is
 * declared before the pipe (not a z.preprocess) so the OpenAPI document can still describe it.
 */
export const optionalText = <Rule extends z.ZodType<unknown, string>>(label: string, rule: Rule) =>
  z
    .string(saidWhenRefused(() => fieldMessages.notText(said(label))))
    .nullish()
    .transform((value) => (value === null || value === undefined || value.trim() === "" ? undefined : value))
    .pipe(rule.optional());

/** As optionalText, for a number given as a number or as a form's text. */
export const optionalNumber = <Rule extends z.ZodType<unknown, string | number>>(label: string, rule: Rule) =>
  z
    .union([z.number(), z.string()], saidWhenRefused(() => fieldMessages.notNumber(said(label))))
    .nullish()
    .transform((value) => (value === null || value === undefined || (typeof value === "string" && value.trim() === "") ? undefined : value))
    .pipe(rule.optional());

/** Whole cents: 19.99 * 100 is 1998.9999999999998 in floating point, so compare with a tolerance. */
export const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A positive dollar amount with at most 2 decimals (the server keeps integer cents). */
export const dollarAmount = (label: string, maxDollars: number) =>
  numberInput(label).pipe(
    z
      .number()
      .positive(saidWhenRefused(() => fieldMessages.moreThanZero(said(label))))
      .max(maxDollars, saidWhenRefused(() => fieldMessages.atMost(said(label), maxDollars)))
      .refine(hasAtMostTwoDecimals, saidWhenRefused(() => fieldMessages.atMostDecimals(said(label), 2))),
  );
