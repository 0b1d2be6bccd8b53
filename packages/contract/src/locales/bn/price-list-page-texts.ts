import type { Bangla } from "../../i18n";
import type { priceListPageTexts } from "../../price-list-page-texts";

export default {
  priceListPageTexts: {
    edit: "সম্পাদনা",
    newestFirst: "{0}, নতুনগুলো আগে",
    fieldsNeedALook: "{0, plural, one {একটি ঘর} other {#টি ঘর}} আবার দেখুন: নিচের বার্তাগুলো পড়ুন।",
    chosen: "{0}: বাছাই করা",
    addCompanyNamed: "কোম্পানি {0} যোগ করুন",
    addToolNamed: "যন্ত্র {0} যোগ করুন",
  },
} satisfies { priceListPageTexts: Bangla<typeof priceListPageTexts> };
