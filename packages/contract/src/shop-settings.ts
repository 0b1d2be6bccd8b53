import { z } from "zod";
import { fieldMessages } from "./fields";
import { sayEnglish, words } from "./i18n";

/*
 * Issue 38 item 3: how the shop writes what its pages, emails and documents share, as the office
 * sets it on its Languages page (`GET` and `PUT /api/admin/shop-settings`).
 */

/** `GET /api/admin/shop-settings`, and the answer of its `PUT`. */
export const shopSettingsSchema = z.object({
  /** Bangla pages, emails and documents write numbers in Latin digits (1,23,456), not Bengali (১,২৩,৪৫৬); words stay Bangla. */
  latinDigits: z.boolean(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** `PUT /api/admin/shop-settings`: every setting, each named (another key is a 400). */
export const shopSettingsBodySchema = z.strictObject({
  latinDigits: z.boolean({ error: () => fieldMessages.trueOrFalse(sayEnglish("Latin digits")) }),
});
export type ShopSettingsBody = z.infer<typeof shopSettingsBodySchema>;

/** The office's Languages page (/dashboard/languages). */
export const shopSettingsTexts = words("shopSettingsTexts", {
  heading: "Languages",
  intro: "The shop speaks English and Bangla: each visitor chooses in the header, and each account's emails and documents follow its own choice.",
  latinDigits: "Write numbers with Latin digits on Bangla pages",
  latinDigitsHint: "Amounts, counts and dates on Bangla pages, emails and documents read 1,23,456 instead of ১,২৩,৪৫৬; the words stay Bangla.",
  save: "Save",
  saved: "Language settings saved",
  loading: "Loading the language settings",
  loadError: "We could not load the language settings.",
} as const);
