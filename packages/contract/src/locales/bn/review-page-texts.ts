import type { Bangla } from "../../i18n";
import type { addReviewTexts, manageReviewsTexts } from "../../review-page-texts";

export default {
  addReviewTexts: {
    pageTitle: "রিভিউ লিখুন · AgroForge",
    heading: "রিভিউ লিখুন",
    intro: "আমাদের যন্ত্রপাতি আপনার কেমন কাজে লাগছে, অন্য কৃষকদের জানান। আপনার রিভিউ হোম পাতায় দেখানো হবে; আবার লিখলে আগেরটির জায়গায় নতুনটি বসবে।",
    imgHint: "আপনার ছবির একটি লিংক।",
    ratingsHint: "১ থেকে {0} পর্যন্ত পূর্ণ তারকা।",
    submit: "রিভিউ যোগ করুন",
  },
  manageReviewsTexts: {
    showLessBy: "{0}-এর রিভিউয়ের কম অংশ দেখান",
    readWholeBy: "{0}-এর পুরো রিভিউ পড়ুন",
    showLess: "কম দেখান",
    readWhole: "পুরো রিভিউ পড়ুন",
    heading: "রিভিউ ব্যবস্থাপনা",
    intro: "হোম পাতায় ক্রেতারা যে রিভিউগুলো দেখেন; যা সেখানে মানায় না তা মুছে ফেলুন।",
    loading: "রিভিউ লোড হচ্ছে",
    couldNotLoad: "রিভিউগুলো আমরা লোড করতে পারিনি।",
    none: "এখনো কোনো রিভিউ নেই।",
    all: "সব রিভিউ",
    number: "#",
    name: "নাম",
    ratings: "রেটিং",
    review: "রিভিউ",
    actions: "কাজ",
    pagination: "রিভিউ",
    deleteBy: "{0}-এর রিভিউ মুছে ফেলুন",
    deleteDetail: "{0}-এর রিভিউ হোম পাতা থেকে সরে যাবে।",
  },
} satisfies { addReviewTexts: Bangla<typeof addReviewTexts>; manageReviewsTexts: Bangla<typeof manageReviewsTexts> };
