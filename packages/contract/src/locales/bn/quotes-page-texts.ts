import type { Bangla } from "../../i18n";
import type { quoteDetailTexts, quoteFormTexts, quotesPageTexts } from "../../quotes-page-texts";

export default {
  quotesPageTexts: {
    title: "{0} · AgroForge",
    loading: "কোটেশনগুলো লোড হচ্ছে",
    loadError: "কোটেশনগুলো লোড করা যায়নি।",
    browseTools: "যন্ত্রপাতি দেখুন",
    asked: "{0} তারিখে চাওয়া হয়েছে",
    wantedBy: "{0}-এর মধ্যে দরকার",
    cartOffer: "মোট, {0}টি লাইনের জন্য; মেয়াদ {1} পর্যন্ত",
    each: "করে",
    list: "তালিকা মূল্য",
    validUntil: "মেয়াদ {0} পর্যন্ত",
  },
  quoteDetailTexts: {
    loading: "কোটেশনটি লোড হচ্ছে",
    loadError: "এই কোটেশনটি লোড করা যায়নি।",
    listPrice: "তালিকা মূল্য",
    eachPrice: "প্রতিটি {0}",
    askedOn: "চাওয়ার তারিখ",
    wantedBy: "যে তারিখের মধ্যে দরকার",
    buyer: "ক্রেতা",
    byOffice: "দোকানের অফিস, ফোনালাপের পরে",
    note: "নোট",
    quotedPrice: "প্রস্তাবিত দাম",
    quotedPriceValue: "প্রতিটি {0} · মোট {1}",
    validUntil: "মেয়াদ শেষ",
    reason: "কারণ",
    sentence: "{0}।",
  },
  quoteFormTexts: {
    listPriceHint: "তালিকা মূল্য {0}",
    offerSummary: "{0} × {1}, প্রতিটি {2} করে (মোট {3}), মেয়াদ {4} পর্যন্ত",
    lineHint: "চাওয়া হয়েছে {0}টি; এখনকার দাম প্রতিটি {1}",
    freightHint: "ঐচ্ছিক: না দিলে দোকানের সাধারণ শিপিং ভাড়া প্রযোজ্য হবে",
    cartOfferSummary: "{0}টি লাইন, মোট {1}, মেয়াদ {2} পর্যন্ত",
    cartOfferSummaryFreight: "{0}টি লাইন, মোট {1}, যার মধ্যে পরিবহন খরচ {2}, মেয়াদ {3} পর্যন্ত",
    name: "নাম",
    address: "ঠিকানা",
    phone: "ফোন নম্বর",
    cancel: "বাতিল",
    optional: "ঐচ্ছিক",
    shopCountry: "দোকানের দেশ",
  },
} satisfies {
  quotesPageTexts: Bangla<typeof quotesPageTexts>;
  quoteDetailTexts: Bangla<typeof quoteDetailTexts>;
  quoteFormTexts: Bangla<typeof quoteFormTexts>;
};
