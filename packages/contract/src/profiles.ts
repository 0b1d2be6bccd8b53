import { z } from "zod";
import { emailSchema, idSchema, pageQuerySchema } from "./common";
import { formEmail, httpUrl, plainText, requiredText, fieldMessages, saidWhenRefused } from "./fields";
import { ORDER_ADDRESS_MAX } from "./orders";
import { updateResultSchema } from "./results";
import { euVatCountry, normalizeVatId, vatIdFormatProblem } from "./billing";
import { isCountryCode } from "./countries";
import { POSTAL_CODE_MAX } from "./constants";
import { sayEnglish } from "./i18n";
import { profileFormLabels } from "./profile-form-texts";

/** A profile card (spec section 3, Profile). */
export const profileSchema = z.object({
  _id: idSchema,
  img: z.string(),
  country: z.string(),
  email: z.string(),
  number: z.string(),
  linkedinProfile: z.string(),
  education: z.string(),
  /** The business profile: null when not given. */
  companyName: z.string().nullable(),
  vatId: z.string().nullable(),
  /** Prefills the order form's address and number. */
  shippingAddress: z.string().nullable(),
  /** Issue 26: the invoices' "Bill to" when it is not the delivery address. */
  billingAddress: z.string().nullable().optional(),
  shippingCountry: z.string().nullable().optional(),
  shippingPostalCode: z.string().nullable().optional(),
  phone: z.string().nullable(),
  /** Issue 25: when the office checked this VAT ID by hand; null when it has not (or the ID changed since). */
  vatCheckedAt: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileListSchema = z.array(profileSchema);

/** `GET /api/profile`: paged, and `email` narrows it to one account's cards (your own, or anyone's for an admin). */
export const profileListQuerySchema = pageQuerySchema.extend({ email: emailSchema.optional() });

export const PROFILE_COUNTRY_MAX_LENGTH = 100;
export const PROFILE_EDUCATION_MAX_LENGTH = 300;
export const PROFILE_NUMBER_MAX_LENGTH = 30;
export const PROFILE_NUMBER_MIN_DIGITS = 6;
export const PROFILE_NUMBER_MAX_DIGITS = 20;

export const PROFILE_COMPANY_MAX_LENGTH = 200;
export const PROFILE_VAT_ID_MAX_LENGTH = 20;

/** A VAT or tax id as printed on invoices: `DE123456789`, `BD 000-123-456`; letters, digits, spaces, dots, dashes. */
export function isVatId(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 .-]*$/.test(value) && value.replace(/[^A-Za-z0-9]/g, "").length >= 4;
}

/**
 * An optional text: absent, null or blank all mean "not given" (null), so a form can clear a
 * field by emptying it and a full PUT without the field clears it too.
 */
const optionalText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  plainText(label, { ...options, trim: true, error: () => fieldMessages.notText(sayEnglish(label)) })
    .max(max, saidWhenRefused(() => fieldMessages.atMostCharacters(sayEnglish(label), max)))
    .nullish()
    .transform((value) => (value === undefined || value === null || value === "" ? null : value));

/**
 * An optional VAT ID as the business details and a company (issue 27) keep it: absent, null or
 * blank is null; otherwise letters and digits in the format of its EU country's prefix, kept
 * the one way VIES and the invoices read it (upper case, no spaces, dots or dashes).
 */
export const optionalVatId = (label: string) =>
  optionalText(label, PROFILE_VAT_ID_MAX_LENGTH)
    .refine((value) => value === null || isVatId(value), saidWhenRefused(() => fieldMessages.lettersAndDigits(sayEnglish(label))))
    // Issue 21: an ID with an EU country's prefix must have that country's format (reverse charge reads it).
    .superRefine((value, ctx) => {
      const problem = value === null || !isVatId(value) ? null : vatIdFormatProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: `${label} ${problem}` });
    })
    .transform((value) => (value === null ? null : normalizeVatId(value)));

/** Issue 36: a Bangladesh buyer's VAT ID is its BIN (Business Identification Number): 13 digits. */
export const BIN_DIGITS = 13;
export const binMessage = `A BIN has ${BIN_DIGITS} digits`;

/** A BIN as people write it ("004512789-0101", "BD 0045127890101"): 13 digits, dashes and spaces aside, "BD" before them optional. */
export function isBin(value: string): boolean {
  return new RegExp(`^(BD)?\\d{${BIN_DIGITS}}$`).test(normalizeVatId(value));
}

/**
 * Issue 36: the problem with a buyer's VAT ID if it is a Bangladesh buyer's and is no BIN; else
 * null. A Bangladesh buyer's ID says BD, or the buyer is in Bangladesh (one of `countries`) and
 * the ID is no EU VAT ID (a German company with a Dhaka warehouse keeps its DE number).
 */
export function binProblem(vatId: string | null | undefined, countries: readonly (string | null | undefined)[]): string | null {
  if (!vatId) return null;
  const bangladeshi = normalizeVatId(vatId).startsWith("BD") || (countries.includes("BD") && euVatCountry(vatId) === null);
  return bangladeshi && !isBin(vatId) ? binMessage : null;
}

/** Digits with an optional leading +, spaces and dashes between them: `+880 1712-345678`. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d][\d\s-]*$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= PROFILE_NUMBER_MIN_DIGITS && digits <= PROFILE_NUMBER_MAX_DIGITS;
}

/**
 * The business details' own form and `PUT /api/profile/business` (issue 20, item 16): every
 * field optional; absent, null or blank clears it. Saved without the portfolio profile.
 */
export const businessDetailsFormSchema = z.object({
  companyName: optionalText(profileFormLabels.companyName, PROFILE_COMPANY_MAX_LENGTH),
  vatId: optionalVatId(profileFormLabels.vatId),
  shippingAddress: optionalText(profileFormLabels.shippingAddress, ORDER_ADDRESS_MAX, { multiline: true }),
  /** Issue 26: the invoices' "Bill to", in full (street, town, postal code, country); null: the delivery address. */
  billingAddress: optionalText(profileFormLabels.billingAddress, ORDER_ADDRESS_MAX, { multiline: true }),
  /** Issue 21: the order forms' default country (ISO 3166) and postal code. */
  shippingCountry: optionalText(profileFormLabels.shippingCountry, 2)
    .transform((value) => value?.toUpperCase() ?? null)
    .refine((value) => value === null || isCountryCode(value), saidWhenRefused(() => fieldMessages.countryCode(sayEnglish(profileFormLabels.shippingCountry)))),
  shippingPostalCode: optionalText(profileFormLabels.shippingPostalCode, POSTAL_CODE_MAX),
  phone: optionalText(profileFormLabels.phone, PROFILE_NUMBER_MAX_LENGTH).refine(
    (value) => value === null || isPhoneNumber(value),
    saidWhenRefused(() => fieldMessages.digitsBetween(profileFormLabels.phone, PROFILE_NUMBER_MIN_DIGITS, PROFILE_NUMBER_MAX_DIGITS)),
  ),
});
export type BusinessDetailsForm = z.input<typeof businessDetailsFormSchema>;
export type BusinessDetails = z.output<typeof businessDetailsFormSchema>;
/**
 * `PUT /api/profile/business` and its form: the fields' rules, and (issue 36) a buyer in
 * Bangladesh gives its 13-digit BIN as its VAT ID. Refined apart from the fields' object, which
 * other schemas take fields of.
 */
export const businessDetailsBodySchema = businessDetailsFormSchema.superRefine((details, ctx) => {
  const problem = binProblem(details.vatId, [details.shippingCountry]);
  if (problem) ctx.addIssue({ code: "custom", path: ["vatId"], message: problem });
});

/** `GET` and `PUT /api/profile/business`: the caller's business details (every field null when none were saved). */
export const businessDetailsSchema = z.object({
  companyName: z.string().nullable(),
  vatId: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  billingAddress: z.string().nullable(),
  shippingCountry: z.string().nullable(),
  shippingPostalCode: z.string().nullable(),
  phone: z.string().nullable(),
});

/**
 * The Add Your Own Profile and Update Profile forms (spec section 5: all fields required,
 * email an email, phone number numeric, image a URL) and the body of `POST /api/profile` and
 * `PUT /api/profile/{email}`. The server also requires the email to be the owner's own. The
 * business details may come along, as before they had a form of their own: a field sent is
 * saved (blank or null clears it), a field left out keeps what is saved.
 */
export const profileFormSchema = z.object({
  img: httpUrl(profileFormLabels.img),
  country: requiredText(profileFormLabels.country, PROFILE_COUNTRY_MAX_LENGTH),
  email: formEmail(),
  number: requiredText(profileFormLabels.number, PROFILE_NUMBER_MAX_LENGTH).refine(
    isPhoneNumber,
    saidWhenRefused(() => fieldMessages.digitsBetween(profileFormLabels.number, PROFILE_NUMBER_MIN_DIGITS, PROFILE_NUMBER_MAX_DIGITS)),
  ),
  linkedinProfile: httpUrl(profileFormLabels.linkedinProfile),
  education: requiredText(profileFormLabels.education, PROFILE_EDUCATION_MAX_LENGTH),
  ...businessDetailsFormSchema.partial().shape,
});
export type ProfileForm = z.input<typeof profileFormSchema>;
export type NewProfile = z.output<typeof profileFormSchema>;

/**
 * `POST /api/profile` and `PUT /api/profile/{email}`: the same rules as the forms. One profile per
 * account: a second POST answers 409 (update it with the PUT).
 */
export const profileBodySchema = profileFormSchema;

export const createProfileResponseSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: idSchema,
  profile: profileSchema,
});
export type CreateProfileResponse = z.infer<typeof createProfileResponseSchema>;

/** `PUT /api/profile/{email}`: an update, or a creation (`upsertedId`) when there was no profile. */
export const updateProfileResponseSchema = updateResultSchema;
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** `PUT /api/profile/{email}/vat-check`: the office checked this VAT ID by hand (it must still be the account's). */
export const vatCheckBodySchema = z.object({ vatId: requiredText(profileFormLabels.vatId, PROFILE_VAT_ID_MAX_LENGTH) });

/**
 * `GET /api/profile/vat-ids` (admins): every account that keeps a VAT ID in its business details,
 * with when the office checked it by hand (null: not, or not this ID), most recently changed first.
 */
export const buyerVatIdSchema = z.object({
  email: z.string(),
  companyName: z.string().nullable(),
  vatId: z.string(),
  vatCheckedAt: z.string().nullable(),
});
export type BuyerVatId = z.infer<typeof buyerVatIdSchema>;
export const buyerVatIdListSchema = z.array(buyerVatIdSchema);
