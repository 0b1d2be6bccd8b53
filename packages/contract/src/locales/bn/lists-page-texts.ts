import type { Bangla } from "../../i18n";
import type { listCardTexts, listsPageTexts } from "../../lists-page-texts";

export default {
  listsPageTexts: {
    heading: "কেনাকাটার তালিকা",
    intro: "আপনার কোম্পানির শেয়ার করা তালিকা: প্রত্যেক সদস্য এগুলো দেখতে পান, আর এক ক্লিকেই পুরো একটি তালিকা কার্টে চলে যায়।",
    loading: "কেনাকাটার তালিকাগুলো লোড হচ্ছে",
    loadError: "কেনাকাটার তালিকাগুলো লোড করা যায়নি",
    newList: "নতুন তালিকা",
    create: "তালিকা তৈরি করুন",
    close: "বন্ধ করুন",
  },
  listCardTexts: {
    save: "তালিকা সংরক্ষণ করুন",
    unsaved: "পরিবর্তন সংরক্ষণ করা হয়নি",
    delete: "মুছুন",
    deleteList: "{0} তালিকাটি মুছুন",
    remove: "{0} সরিয়ে দিন",
    changed: "পরিবর্তন: {0}",
    changedBy: "পরিবর্তন: {0} · শুরু করেছেন {1}",
    tools: "{0}টি যন্ত্র",
    inStock: "{0}টি মজুত আছে",
    viewCart: "কার্ট দেখুন",
    wholeNumber: "পরিমাণ ১ বা তার বেশি একটি পূর্ণ সংখ্যা হতে হবে",
  },
} satisfies {
  listsPageTexts: Bangla<typeof listsPageTexts>;
  listCardTexts: Bangla<typeof listCardTexts>;
};
