import type { Bangla } from "../../i18n";
import type { discountPageTexts } from "../../discount-page-texts";

export default {
  discountPageTexts: {
    edit: "সম্পাদনা",
    add: "যোগ করুন",
    newestFirst: "{0}, নতুনগুলো আগে",
    chosen: "{0}: বাছাই করা",
    found: "{0}: খুঁজে পাওয়া",
    loadingCategories: "ক্যাটাগরি লোড হচ্ছে",
    categoriesFailed: "ক্যাটাগরিগুলো আমরা লোড করতে পারিনি।",
  },
} satisfies { discountPageTexts: Bangla<typeof discountPageTexts> };
