import type { Bangla } from "../../i18n";
import type { quickOrderPageTexts } from "../../quick-order-page-texts";

export default {
  quickOrderPageTexts: {
    each: "করে",
  },
} satisfies { quickOrderPageTexts: Bangla<typeof quickOrderPageTexts> };
