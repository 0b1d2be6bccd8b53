import type { Bangla } from "../../i18n";
import { localDigits } from "../../constants";
import {
  MAX_PENDING_ACCOUNT_PAYMENTS,
  type accountPaymentMessages,
  type companyInvoiceLabels,
  type invoiceIssuedTexts,
  type invoiceReminderTexts,
  type invoiceStatusLabels,
  type paymentAppliedTexts,
  type paymentRefundedTexts,
  type transferLabels,
} from "../../account-texts";

// A null argument reaches ICU as undefined (Lingui reads the values with `??`): its select case is
// `undefined`. A reminder's offset is one of INVOICE_REMINDER_OFFSETS (-7, 0, 7, 30): ICU matches
// no negative number exactly, so the week before the due date is the plural's `other`.
export default {
  invoiceStatusLabels: {
    open: "অপরিশোধিত",
    overdue: "মেয়াদোত্তীর্ণ",
    paid: "পরিশোধিত",
  },
  companyInvoiceLabels: {
    heading: "চালান",
    intro: "{0}-এর বাকির চালান: যেগুলো পরিশোধ করবেন সেগুলো বাছাই করে একসাথে কার্ডে পরিশোধ করুন, পুরোটা বা আংশিক।",
    filter: "দেখান",
    filters: { unpaid: "পরিশোধযোগ্য", overdue: "মেয়াদোত্তীর্ণ", open: "অপরিশোধিত", paid: "পরিশোধিত", all: "সব" },
    invoice: "চালান",
    order: "অর্ডার",
    issued: "ইস্যুর তারিখ",
    due: "পরিশোধের শেষ তারিখ",
    noDueDate: "পণ্য পাঠানোর দিন",
    total: "মোট",
    paid: "পরিশোধিত",
    balance: "বাকি",
    status: "অবস্থা",
    select: "চালান {0} বাছাই করুন",
    amount: "{0}-এ পরিশোধের পরিমাণ",
    download: "PDF, চালান {0}",
    selected: "{0, plural, =0 {কোনো চালান বাছাই করা হয়নি} other {# টি চালান বাছাই করা হয়েছে}}",
    totalToPay: "মোট পরিশোধ করতে হবে",
    toPay: "পরিশোধ করতে হবে",
    pay: "{0, plural, =0 {চালান পরিশোধ করুন} other {# টি চালান পরিশোধ করুন}}",
    payHeading: "কার্ডে পরিশোধ করুন",
    payHeadingChoice: "কীভাবে পরিশোধ করবেন?",
    methodLegend: "পরিশোধের পদ্ধতি",
    card: "কার্ড",
    gatewayIntro:
      "{0, select, bkash {বিকাশ অ্যাপ বা পাতায় পরিশোধ করুন, তারপর এই পাতায় ফিরে আসুন।} other {SSLCommerz-এর পাতায় কার্ড, বিকাশ, নগদ, রকেট বা আপনার ব্যাংক বেছে নিন, তারপর এই পাতায় ফিরে আসুন।}}",
    payWith: "{0} দিয়ে পরিশোধ করুন",
    paying: "আপনি {1} টি চালানে {0} পরিশোধ করছেন।",
    changeSelection: "বাছাই বদলান",
    none: "এখানে কোনো চালান নেই।",
    noneToPay: "পরিশোধের কিছু নেই: প্রতিটি চালান পরিশোধিত।",
    noCompany: "আপনি কোনো কোম্পানির সদস্য নন।",
    loading: "চালান লোড হচ্ছে",
    loadError: "চালানগুলো লোড করা গেল না।",
  },
  accountPaymentMessages: {
    beyondBalance: "চালান {0}-এ পরিশোধের জন্য {1} বাকি আছে: একটি পরিশোধ এর বাকির চেয়ে বেশি সমন্বয় করতে পারে না",
    duplicateInvoice: "প্রতিটি চালান একবারই উল্লেখ করুন",
    overAmount: "সমন্বয় করা অঙ্কগুলোর যোগফল ট্রান্সফারের চেয়ে বেশি",
    transferAmountInvalid: "{0} ০-এর বেশি হতে হবে, দশমিকের পরে সর্বোচ্চ ২ অঙ্ক",
    transferReferenceRequired: "{0} দিতে হবে",
    transferDateInvalid: "{0} একটি তারিখ হতে হবে",
    transferRecorded: "এই রেফারেন্স, পরিমাণ ও তারিখের একটি ট্রান্সফার এই কোম্পানির জন্য আগেই নথিভুক্ত আছে",
    receivedAfterToday: "দোকানের আজকের তারিখের ({0}) পরের তারিখের ব্যাংক ট্রান্সফার বা জমা গ্রহণ করা হয় না",
    notConfirmed: "পেমেন্ট প্রদানকারী এখনো এই পরিশোধ নিশ্চিত করেনি",
    cancelled: "এই পরিশোধ সময়মতো সম্পন্ন হয়নি বলে বাতিল করা হয়েছে: নতুন করে শুরু করুন",
    tooManyPending: `আপনার কোম্পানির ${localDigits(String(MAX_PENDING_ACCOUNT_PAYMENTS), "bn")} টি কার্ড পরিশোধ কার্ডের অপেক্ষায় আছে: একটি শেষ করুন, অথবা এক ঘণ্টা অপেক্ষা করুন`,
    applied: "{0} পরিশোধ পাওয়া গেছে: {1} টি চালানে সমন্বয় করা হয়েছে।",
    unapplied: "{0} সমন্বয় করা যায়নি (এর মধ্যে চালানটি পরিশোধ হয়ে গেছে); দোকান এটি জমা হিসেবে রাখছে এবং আপনার সাথে যোগাযোগ করবে।",
    beyondUnapplied: "এই পরিশোধের {0} অসমন্বিত আছে: সমন্বয় করা অঙ্কগুলোর যোগফল এর বেশি হতে পারে না",
    selectOne: "পরিশোধের জন্য অন্তত একটি চালান বাছাই করুন",
    gatewayReturned: {
      paid: "পরিশোধ পাওয়া গেছে: এটি আপনার চালানে সমন্বয় করা হয়েছে।",
      unpaid: "পরিশোধ হয়নি: চালানগুলো এখনো অপরিশোধিত। আপনি আবার পরিশোধ করতে পারেন।",
      pending: "গেটওয়ে আপনার পরিশোধ নিশ্চিত করার অপেক্ষায় আছি; নিশ্চিত হলেই চালানে তা দেখা যাবে।",
    },
    amountInvalid: "{0}-এর জন্য ০.০১ থেকে এর বাকির মধ্যে একটি পরিমাণ লিখুন",
  },
  transferLabels: {
    heading: "ব্যাংক ট্রান্সফার নথিভুক্ত করুন",
    intro: "কোম্পানির করা একটি ট্রান্সফার: এর পরিমাণ, যেদিন পৌঁছেছে এবং এর রেফারেন্স, এক বা একাধিক অপরিশোধিত চালানে সমন্বয় করা, অথবা এখনো কোনোটিতে নয়। যা সমন্বয় করা হয়নি তা কোম্পানির হিসাবে অসমন্বিত হিসেবে থাকে, পরে সমন্বয়ের জন্য।",
    amount: "প্রাপ্ত পরিমাণ",
    receivedOn: "প্রাপ্তির তারিখ",
    reference: "রেফারেন্স",
    invoices: "অপরিশোধিত চালানে সমন্বয় করুন",
    apply: "{0}-এ সমন্বয় করুন",
    applyAmount: "{0}-এ সমন্বয় করা পরিমাণ",
    applied: "সমন্বিত",
    unapplied: "{0} অসমন্বিত থাকবে",
    submit: "ট্রান্সফার নথিভুক্ত করুন",
    noOpenInvoices: "এই কোম্পানির কোনো অপরিশোধিত চালান নেই।",
    recorded:
      "{1, plural, =0 {{0}-এর ট্রান্সফার নথিভুক্ত হয়েছে: সমন্বয় না হওয়া পর্যন্ত কোম্পানির হিসাবে রাখা হয়েছে} other {{0}-এর ট্রান্সফার নথিভুক্ত হয়েছে: # টি চালানে সমন্বয় করা হয়েছে}}",
    payments: "হিসাবে পরিশোধ",
    noPayments: "এখনো হিসাবে কোনো পরিশোধ নেই।",
    method: { card: "কার্ড", transfer: "ব্যাংক ট্রান্সফার", bkash: "বিকাশ", sslcommerz: "SSLCommerz" },
    unappliedTotal: "হিসাবে অসমন্বিত",
    unappliedNone: "প্রতিটি পরিশোধ চালানে সমন্বয় করা হয়েছে।",
    refunded: "{0} কার্ডে ফেরত দেওয়া হয়েছে",
    applyUnapplied: "সমন্বয় করুন",
    applyUnappliedOf: "{0}-এর অসমন্বিত টাকা সমন্বয় করুন",
    applyHeading: "অসমন্বিত টাকার {0} সমন্বয় করুন",
    applyIntro: "কোম্পানির অপরিশোধিত চালানগুলো বেছে নিন, এবং এই পরিশোধের অসমন্বিত টাকার কতটুকু কোনটিতে যাবে তা দিন। যা সমন্বয় করবেন না তা অসমন্বিত থাকবে।",
    applySubmit: "চালানে সমন্বয় করুন",
    overUnapplied: "অঙ্কগুলোর যোগফল অসমন্বিত টাকার চেয়ে বেশি",
    appliedLater: "{1} টি চালানে {0} সমন্বয় করা হয়েছে",
  },
  invoiceReminderTexts: {
    subject:
      "{1, plural, =0 {চালান {0} আজ পরিশোধযোগ্য} =7 {চালান {0}-এর পরিশোধের শেষ তারিখ # দিন পেরিয়ে গেছে} =30 {চালান {0}-এর পরিশোধের শেষ তারিখ # দিন পেরিয়ে গেছে} other {চালান {0}-এর পরিশোধের শেষ তারিখ {2}}} — {3}",
    greeting: "প্রিয় {0},",
    due: "{3, plural, =0 {চালান {0} আজ, {2} তারিখে পরিশোধযোগ্য, এবং এর {1} অপরিশোধিত।} =7 {চালান {0}-এর পরিশোধের শেষ তারিখ ছিল {2}, # দিন আগে, এবং এর {1} এখনো অপরিশোধিত।} =30 {চালান {0}-এর পরিশোধের শেষ তারিখ ছিল {2}, # দিন আগে, এবং এর {1} এখনো অপরিশোধিত।} other {একটি সৌজন্য অনুস্মারক: চালান {0}-এর পরিশোধের শেষ তারিখ {2}, এবং এর {1} অপরিশোধিত।}}",
    pay: "আপনার কোম্পানির চালান পাতায় আপনি এটি কার্ডে পরিশোধ করতে পারেন, এককভাবে বা অন্য চালানের সাথে, অথবা চালান নম্বর উল্লেখ করে ব্যাংক ট্রান্সফারে।",
    alreadyPaid: "গত কয়েক দিনের মধ্যে পরিশোধ করে থাকলে আপনাকে ধন্যবাদ, অনুগ্রহ করে এই ইমেইলটি উপেক্ষা করুন।",
    action: "চালান পাতা খুলুন",
  },
  paymentAppliedTexts: {
    subject: "{0} পরিশোধ পাওয়া গেছে — {1}",
    greeting: "প্রিয় {0},",
    received:
      "{1, select, card {আমরা কার্ডে আপনার {0} পরিশোধ (লেনদেন {2}) পেয়েছি। ধন্যবাদ।} bkash {আমরা বিকাশে আপনার {0} পরিশোধ (লেনদেন {2}) পেয়েছি। ধন্যবাদ।} sslcommerz {আমরা SSLCommerz-এ আপনার {0} পরিশোধ (লেনদেন {2}) পেয়েছি। ধন্যবাদ।} other {আমরা ব্যাংক ট্রান্সফারে আপনার {0} পরিশোধ (রেফারেন্স {2}) পেয়েছি। ধন্যবাদ।}}",
    line: "{0}: {1} সমন্বয় করা হয়েছে, পরিশোধের জন্য {2} বাকি",
    unapplied: "{0} কোনো চালানে সমন্বয় করা হয়নি; এটি আপনার হিসাবে জমা হিসেবে থাকবে।",
    action: "চালান পাতা খুলুন",
    laterSubject: "আপনার জমার {0} চালানে সমন্বয় করা হয়েছে — {1}",
    later: "আপনার {1, select, card {কার্ড পরিশোধের (লেনদেন {2})} bkash {বিকাশ পরিশোধের (লেনদেন {2})} sslcommerz {SSLCommerz পরিশোধের (লেনদেন {2})} other {ব্যাংক ট্রান্সফারের (রেফারেন্স {2})}} যে টাকা আপনার হিসাবে অসমন্বিত ছিল, তা থেকে আমরা {0} সমন্বয় করেছি:",
    stillUnapplied: "এর {0} এখনো অসমন্বিত, আপনার হিসাবে জমা হিসেবে আছে।",
  },
  invoiceIssuedTexts: {
    subject: "{1}-এর চালান {0} বাকিতে ইস্যু করা হয়েছে — {2}",
    issued: "{2}-এর দেওয়া অর্ডার {3}-এর জন্য আমরা আপনার কোম্পানির নামে {1}-এর চালান {0} ইস্যু করেছি।",
    due: "{1, select, undefined {পরিশোধের শর্ত: {0}। অর্ডারটি যেদিন পাঠানো হবে, সেদিন এটি পরিশোধযোগ্য হবে।} other {পরিশোধের শর্ত: {0}। এর পরিশোধের শেষ তারিখ {1}।}}",
    pay: "আপনার কোম্পানির চালান পাতা থেকে আপনি এটি ডাউনলোড করে কার্ডে পরিশোধ করতে পারেন, অথবা চালান নম্বর উল্লেখ করে ব্যাংক ট্রান্সফারে।",
  },
  paymentRefundedTexts: {
    subject: "আপনার কার্ডে {0} ফেরত — {1}",
    refunded: "কার্ডে আপনার {1} পরিশোধের মধ্যে {0} আমরা সেই কার্ডেই ফেরত দিয়েছি, যেটি দিয়ে পরিশোধ করা হয়েছিল।",
    fromUnapplied: "এর {0} ছিল কোনো চালানে সমন্বয় না করা টাকা।",
    line: "{0}: {1} আর পরিশোধিত নয়, পরিশোধের জন্য {2} বাকি",
  },
} satisfies {
  invoiceStatusLabels: Bangla<typeof invoiceStatusLabels>;
  companyInvoiceLabels: Bangla<typeof companyInvoiceLabels>;
  accountPaymentMessages: Bangla<typeof accountPaymentMessages>;
  transferLabels: Bangla<typeof transferLabels>;
  invoiceReminderTexts: Bangla<typeof invoiceReminderTexts>;
  paymentAppliedTexts: Bangla<typeof paymentAppliedTexts>;
  invoiceIssuedTexts: Bangla<typeof invoiceIssuedTexts>;
  paymentRefundedTexts: Bangla<typeof paymentRefundedTexts>;
};
