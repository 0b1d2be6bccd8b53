import type { Bangla } from "../../i18n";
import type { toolCardWords, toolFilterTexts, toolGridTexts, toolsPageTexts, volumePriceTexts } from "../../tools-page-texts";

export default {
  toolsPageTexts: {
    title: "যন্ত্রপাতি · AgroForge",
    description: "AgroForge-এর ক্যাটালগ: নিড়ানি, আঁচড়া, কোদাল, কাঁটা, কাস্তে ও আরও অনেক কিছু, ন্যূনতম অর্ডার, প্যাকের মাপ ও পাইকারি দামসহ।",
    eyebrow: "ক্যাটালগ",
    heading: "আমাদের যন্ত্রপাতি",
    lead: "ড্রপ-ফোর্জ করা, তাপে শোধিত এবং শুকানো অ্যাশ কাঠের হাতল লাগানো। ন্যূনতম পরিমাণ থেকে কারখানা দামে অর্ডার করুন।",
  },
  toolFilterTexts: {
    find: "যন্ত্রপাতির খোঁজ",
    searchLabel: "যন্ত্রপাতি খুঁজুন",
    placeholder: "নাম বা বিবরণ",
    search: "খুঁজুন",
    category: "ধরন",
    allCategories: "সব ধরন",
    sortBy: "সাজান",
    featured: "বাছাই করা",
    inStockOnly: "শুধু মজুত আছে এমন",
    apply: "ফিল্টার প্রয়োগ করুন",
  },
  toolGridTexts: {
    loading: "যন্ত্রপাতি লোড হচ্ছে",
    error: "আমরা যন্ত্রপাতির তালিকা লোড করতে পারিনি।",
    empty: "এই মুহূর্তে কোনো যন্ত্রপাতি তালিকায় নেই। অনুগ্রহ করে কিছুদিন পরে আবার দেখুন।",
    noPage: "{0} নম্বর পাতায় কোনো যন্ত্রপাতি নেই।",
    firstPage: "প্রথম পাতায় যান",
    pagination: "যন্ত্রপাতি",
  },
  toolCardWords: {
    minimumOrder: "ন্যূনতম অর্ডার: {0}",
    inStock: "মজুত: {0}",
    perUnit: "প্রতি একক",
    buyNow: "এখনই কিনুন",
    packSize: "{0}টির প্যাক",
    bestVolumePrice: "{1}+ হলে প্রতিটি {0} থেকে",
  },
  volumePriceTexts: {
    each: "প্রতিটি",
    from: "{0}+",
  },
} satisfies {
  toolsPageTexts: Bangla<typeof toolsPageTexts>;
  toolFilterTexts: Bangla<typeof toolFilterTexts>;
  toolGridTexts: Bangla<typeof toolGridTexts>;
  toolCardWords: Bangla<typeof toolCardWords>;
  volumePriceTexts: Bangla<typeof volumePriceTexts>;
};
