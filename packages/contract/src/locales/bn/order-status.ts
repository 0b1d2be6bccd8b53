import type { Bangla } from "../../i18n";
import type { orderStatusLabels, specStatusLabels } from "../../order-status";

export default {
  orderStatusLabels: {
    unpaid: "অপরিশোধিত",
    paid: "পরিশোধিত",
    shipped: "পাঠানো হয়েছে",
    cancelled: "বাতিল",
    expired: "মেয়াদোত্তীর্ণ",
    awaiting_approval: "অনুমোদনের অপেক্ষায়",
    confirmed: "নিশ্চিত",
  },
  specStatusLabels: { pending: "অপেক্ষমাণ" },
} satisfies { orderStatusLabels: Bangla<typeof orderStatusLabels>; specStatusLabels: Bangla<typeof specStatusLabels> };
