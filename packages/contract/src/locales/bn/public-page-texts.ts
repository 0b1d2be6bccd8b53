import type { Bangla } from "../../i18n";
import type { newsletterTexts, notFoundPageTexts, reviewCardTexts, sharedUiTexts } from "../../public-page-texts";

export default {
  newsletterTexts: {
    heading: "নিউজলেটার",
    label: "আমাদের নিউজলেটারে সাবস্ক্রাইব করুন",
    subscribe: "সাবস্ক্রাইব",
    confirmTitle: "আপনার সাবস্ক্রিপশন নিশ্চিত করুন",
    unsubscribeTitle: "সাবস্ক্রিপশন বাতিল",
    pageTitle: "{0} · AgroForge",
    wait: "একটু অপেক্ষা করুন",
    backToShop: "দোকানে ফিরে যান",
    subscribers: "সাবস্ক্রাইবার",
    subscribersLead: "যে ঠিকানাগুলো ইমেইলে পাঠানো লিংকে নিউজলেটার সাবস্ক্রিপশন নিশ্চিত করেছে। নিশ্চিত না করা ঠিকানা এক্সপোর্ট হয় না।",
    exportCsv: "CSV এক্সপোর্ট করুন",
  },
  notFoundPageTexts: {
    title: "৪০৪ · AgroForge",
    home: "হোমপেজে ফিরে যান",
    tools: "যন্ত্রপাতি দেখুন",
  },
  sharedUiTexts: {
    loading: "লোড হচ্ছে",
    retry: "আবার চেষ্টা করুন",
    logInAgain: "আবার লগইন করুন",
    pages: "{0}-এর পাতা",
    range: "{2}টির মধ্যে {0}–{1}",
    previous: "আগের",
    next: "পরের",
    page: "{1} পাতার মধ্যে {0} নম্বর পাতা",
  },
  reviewCardTexts: {
    ratings: "রেটিং: {0}",
    rated: "রেটিং: {1}-এর মধ্যে {0}",
  },
} satisfies {
  reviewCardTexts: Bangla<typeof reviewCardTexts>;
  newsletterTexts: Bangla<typeof newsletterTexts>;
  notFoundPageTexts: Bangla<typeof notFoundPageTexts>;
  sharedUiTexts: Bangla<typeof sharedUiTexts>;
};
