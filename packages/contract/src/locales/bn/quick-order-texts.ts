import type { Bangla } from "../../i18n";
import type { quickOrderLabels, quickOrderMessages } from "../../quick-order-texts";

export default {
  quickOrderLabels: {
    heading: "দ্রুত অর্ডার",
    intro: "যে SKU-গুলো চান সেগুলো লিখুন বা পেস্ট করুন, প্রতি লাইনে একটি, পরিমাণসহ: স্প্রেডশিট থেকে, অথবা একটি CSV ফাইল থেকে।",
    text: "SKU ও পরিমাণ, প্রতি লাইনে একটি",
    textHint: "SKU ও পরিমাণের মাঝে একটি স্পেস, ট্যাব, কমা বা সেমিকোলন",
    textHintLike: "দুটির মাঝে একটি স্পেস, ট্যাব, কমা বা সেমিকোলন, যেমন: {0}",
    file: "অথবা একটি CSV ফাইল আপলোড করুন",
    check: "যাচাই করুন",
    checking: "যাচাই করা হচ্ছে…",
    results: "যাচাই করা লাইন",
    line: "লাইন",
    sku: "SKU",
    quantity: "পরিমাণ",
    message: "বার্তা",
    link: "SKU দিয়ে দ্রুত অর্ডার",
  },
  quickOrderMessages: {
    ok: "{0}: কার্টের জন্য প্রস্তুত",
    unknownSku: "দোকানে {0} SKU-এর কোনো যন্ত্র নেই",
    belowMinimum: "{1} কমপক্ষে {0}টি অর্ডার করুন। বাড়িয়ে {0}টি করবেন?",
    // No rounded quantity (undefined): nothing to round up to.
    notPackMultiple:
      "{2, select, undefined {{1} {0}টির প্যাকে বিক্রি হয়: {0}-এর গুণিতকে অর্ডার করুন} other {{1} {0}টির প্যাকে বিক্রি হয়: {0}-এর গুণিতকে অর্ডার করুন। বাড়িয়ে {2}টি করবেন?}}",
    shortStock: "স্টকে {1} মাত্র {0}টি আছে। বেশি চাইলে কোটেশন চান।",
    invalid: "একটি SKU ও একটি পরিমাণ লিখুন, মাঝে একটি স্পেস, ট্যাব, কমা বা সেমিকোলন দিয়ে",
    invalidSku: "{0} কোনো SKU হতে পারে না: শুধু ইংরেজি অক্ষর, অঙ্ক এবং - . _ / চলবে",
    // A plural's # writes the maximum grouped, as the English does.
    invalidQuantity: "পরিমাণ ১ থেকে {0, plural, other {#}} পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে",
    tooManyLines: "একটি দ্রুত অর্ডারে সর্বোচ্চ {0}টি লাইন থাকতে পারে",
    noLines: "অন্তত একটি লাইন লিখুন বা পেস্ট করুন",
    textOrLines: "হয় টেক্সট পাঠান, নয়তো লাইন; দুটো একসাথে নয়",
    roundUp: "বাড়িয়ে {0}টি করুন",
    roundUpLine: "বাড়িয়ে {0}টি করুন (লাইন {1})",
    askForQuote: "কোটেশন চান",
    addToCart: "{0}টি লাইন কার্টে যোগ করুন",
    added: "{0}টি লাইন কার্টে যোগ করা হয়েছে",
    notAdded: "{0}টি লাইন জায়গা পায়নি: কার্টে সর্বোচ্চ {1}টি যন্ত্র রাখা যায়",
    nothingToAdd: "এখনও কোনো লাইন কার্টের জন্য প্রস্তুত নয়",
    fileUnreadable: "ফাইলটি পড়া যায়নি: এটি CSV হিসেবে (কমা বা সেমিকোলন দিয়ে আলাদা করে) সংরক্ষণ করে আবার চেষ্টা করুন",
    fileTooLarge: "ফাইলটি {0} KB-এর চেয়ে বড়: একটি দ্রুত অর্ডারে সর্বোচ্চ ২০০টি লাইন থাকতে পারে",
    stale: "যাচাইয়ের পর লাইনগুলো বদলেছে: আবার যাচাই করুন",
    summary: "{1}টি লাইনের মধ্যে {0}টি কার্টের জন্য প্রস্তুত",
  },
} satisfies { quickOrderLabels: Bangla<typeof quickOrderLabels>; quickOrderMessages: Bangla<typeof quickOrderMessages> };
