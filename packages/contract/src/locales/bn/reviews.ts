import type { Bangla } from "../../i18n";
import type { reviewFormLabels } from "../../reviews";

export default {
  reviewFormLabels: {
    name: "নাম",
    img: "ছবির URL",
    ratings: "রেটিং",
    description: "বিবরণ",
  },
} satisfies { reviewFormLabels: Bangla<typeof reviewFormLabels> };
