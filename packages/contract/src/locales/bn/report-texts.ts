import type { Bangla } from "../../i18n";
import { FIRST_BOOK_YEAR, LAST_BOOK_YEAR, localDigits } from "../../constants";
import { ACCOUNT_CODE_MAX, MAX_REPORT_MONTHS, type journalTexts, type ledgerTexts, type reportLabels, type reportMessages } from "../../report-texts";

/** A number of the English words' own (a year, a length), in Bengali digits. */
const n = (value: number) => localDigits(String(value), "bn");

// A null argument reaches ICU as undefined (Lingui reads the values with `??`): its select case is `undefined`.
export default {
  reportLabels: {
    heading: "মাসিক প্রতিবেদন",
    intro: "বিক্রি তার চালান ইস্যুর মাস অনুযায়ী, ফেরত তার ক্রেডিট নোটের মাস অনুযায়ী। করসহ মোট বা কর লেখা না থাকলে অঙ্কগুলো করছাড়া।",
    monthsIn: "মাসগুলো {0} সময় অঞ্চল অনুযায়ী।",
    from: "শুরুর মাস",
    to: "শেষ মাস",
    show: "দেখান",
    download: "CSV ডাউনলোড করুন",
    month: "মাস",
    currency: "মুদ্রা",
    invoices: "চালান",
    net: "নিট",
    tax: "কর",
    gross: "করসহ মোট",
    shipping: "ডেলিভারি",
    supplementaryDuty: "সম্পূরক শুল্ক (নিটের মধ্যে)",
    refundedSupplementaryDuty: "ফেরত দেওয়া সম্পূরক শুল্ক",
    discounts: "ছাড় (নিট)",
    discountTax: "ছাড়ের কর",
    exemptNet: "অব্যাহতিপ্রাপ্ত আন্তঃকমিউনিটি সরবরাহ (নিট)",
    zeroRatedNet: "রপ্তানি (নিট)",
    outsideScopeNet: "করের আওতার বাইরে (নিট)",
    creditNotes: "ক্রেডিট নোট",
    refundedNet: "ফেরত (নিট)",
    refundedTax: "ফেরত কর",
    refundedGross: "ফেরত (করসহ মোট)",
    correctsPeriod: "যে মেয়াদ সংশোধন করে",
    consumptionCountry: "ভোগের সদস্য রাষ্ট্র",
    refundedExemptNet: "ফেরত অব্যাহতিপ্রাপ্ত আন্তঃকমিউনিটি সরবরাহ (নিট)",
    refundedZeroRatedNet: "ফেরত রপ্তানি (নিট)",
    refundedOutsideScopeNet: "ফেরত, করের আওতার বাইরে (নিট)",
    country: "দেশ",
    taxName: "করের নাম",
    rate: "হার (%)",
    byCountryHeading: "দেশ ও হার অনুযায়ী",
    byCountryIntro: "যে দেশের কর প্রযোজ্য হয়েছে, অথবা করবিহীন বিক্রির গন্তব্য।",
    byCountryTableLabel: "দেশ ও হার অনুযায়ী হিসাব",
    noCountry: "অজানা",
    taxByRate: "হার অনুযায়ী কর",
    refundTaxByRate: "হার অনুযায়ী ফেরত কর",
    total: "মোট",
    empty: "এই মাসগুলোতে কোনো চালান বা ক্রেডিট নোট নেই।",
    tableLabel: "মাসিক হিসাব",
    journal: "জার্নাল ডাউনলোড করুন",
    codesHeading: "জার্নালের হিসাব কোড",
    codesIntro: "হিসাব রপ্তানির প্রতিটি সারিতে বিক্রির করারোপের ধরন অনুযায়ী এই কোডগুলো লেখা হয়।",
    treatment: "করারোপের ধরন",
    revenueAccount: "আয়ের হিসাব",
    taxAccount: "করের হিসাব",
    saveCodes: "কোড সংরক্ষণ করুন",
    codesSaved: "হিসাব কোড সংরক্ষণ করা হয়েছে",
  },
  journalTexts: {
    invoice: "চালান",
    creditNote: "ক্রেডিট নোট",
    invoiceLine: "পণ্য ও ডেলিভারি, {0}",
    creditNoteLine: "{0, select, undefined {ফেরত} other {{0}-এর ফেরত}}, {1}",
    outsideScope: "কোনো কর নির্ধারণ করা নেই",
  },
  reportMessages: {
    month: `{0} ${n(FIRST_BOOK_YEAR)} থেকে ${n(LAST_BOOK_YEAR)} সালের মধ্যের একটি মাস (YYYY-MM) হতে হবে`,
    fromAfterTo: "শুরুর মাস শেষ মাসের পরে হতে পারবে না",
    tooLong: `একটি প্রতিবেদনে সর্বোচ্চ ${n(MAX_REPORT_MONTHS)} মাস থাকে`,
    accountTooLong: `{0} সর্বোচ্চ ${n(ACCOUNT_CODE_MAX)} অক্ষরের হতে পারে`,
    treatmentTwice: "প্রতিটি করারোপের ধরন একবারই দেওয়া যায়",
    codeTwice: "প্রতিটি করারোপের ধরন ও হার একবারই দেওয়া যায়",
    rateInvalid: "হার ০ থেকে ১০০-এর মধ্যে একটি শতাংশ হতে হবে, সর্বোচ্চ তিন দশমিক ঘর পর্যন্ত",
  },
  ledgerTexts: {
    invoice: "চালান",
    creditNote: "ক্রেডিট নোট",
    payment: "পরিশোধ",
    refund: "ফেরত",
    methods: {
      test: "কার্ড",
      stripe: "কার্ড",
      bkash: "bKash",
      sslcommerz: "SSLCommerz",
      cod: "ক্যাশ অন ডেলিভারি",
      bank_deposit: "ব্যাংক জমা",
      transfer: "ব্যাংক ট্রান্সফার",
    },
    correctionOf: "সংশোধন:",
    // Xero's import matches its tax rate by this name: a translated one would refuse the file.
    xeroNoTax: "Tax Exempt",
  },
} satisfies {
  reportLabels: Bangla<typeof reportLabels>;
  journalTexts: Bangla<typeof journalTexts>;
  reportMessages: Bangla<typeof reportMessages>;
  ledgerTexts: Bangla<typeof ledgerTexts>;
};
