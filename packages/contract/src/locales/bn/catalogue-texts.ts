import type { Bangla } from "../../i18n";
import type { catalogueMessages, toolCodeLabels, toolCodeTexts, toolSortLabels, toolTranslationLabels, yourPriceTexts } from "../../catalogue-texts";

export default {
  toolSortLabels: {
    "price-asc": "দাম: কম থেকে বেশি",
    "price-desc": "দাম: বেশি থেকে কম",
    name: "নাম",
    newest: "সবচেয়ে নতুন",
  },
  toolCodeLabels: {
    sku: "SKU",
    weight: "শিপিং ওজন (কেজি)",
  },
  toolCodeTexts: {
    sku: "SKU: {0}",
    weight: "শিপিং ওজন: {0} কেজি",
  },
  toolTranslationLabels: {
    name: "বাংলায় নাম",
    description: "বাংলায় বিবরণ",
    hint: "খালি রাখলে বাংলা পাতায় ইংরেজিটি দেখানো হবে",
    missing: "এখনও বাংলা নাম নেই",
  },
  yourPriceTexts: {
    yourPrice: "আপনার দাম",
    catalogue: "ক্যাটালগের দাম",
  },
  catalogueMessages: {
    productUpdated: "পণ্য হালনাগাদ করা হয়েছে",
    restocked: "{1}-এর স্টকে {0}টি যোগ করা হয়েছে",
    archived: "{0} আর্কাইভ করা হয়েছে: এটি আর দোকানে নেই",
    restored: "{0} আবার দোকানে ফিরিয়ে আনা হয়েছে",
    archivedInstead: "{0}-এর অর্ডার আছে, তাই এটি মুছে না ফেলে আর্কাইভ করা হয়েছে",
    categoryAdded: "ক্যাটাগরি যোগ করা হয়েছে",
    categoryRenamed: "ক্যাটাগরির নাম বদলানো হয়েছে",
    categoryDeleted: "ক্যাটাগরি মুছে ফেলা হয়েছে",
    categoryInUse: "{0} ক্যাটাগরিতে এখনও {1}টি যন্ত্র আছে; আগে সেগুলো অন্য ক্যাটাগরিতে সরান",
    imageUploaded: "ছবি আপলোড হয়েছে",
    imageTooLarge: "ছবির আকার সর্বোচ্চ ২ মেগাবাইট হতে পারে",
    imageWrongType: "ফাইলটি PNG, JPEG বা WebP ছবি হতে হবে",
    lowStock: "স্টক কম",
    noMatches: "আপনার খোঁজার সাথে মেলে এমন কোনো যন্ত্র নেই।",
    skuTaken: "অন্য একটি যন্ত্রের SKU ইতিমধ্যে {0}",
  },
} satisfies {
  toolSortLabels: Bangla<typeof toolSortLabels>;
  toolCodeLabels: Bangla<typeof toolCodeLabels>;
  toolCodeTexts: Bangla<typeof toolCodeTexts>;
  toolTranslationLabels: Bangla<typeof toolTranslationLabels>;
  yourPriceTexts: Bangla<typeof yourPriceTexts>;
  catalogueMessages: Bangla<typeof catalogueMessages>;
};
