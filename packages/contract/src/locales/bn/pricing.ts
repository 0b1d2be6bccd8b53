import type { Bangla } from "../../i18n";
import type { lineMessages } from "../../pricing";

export default {
  lineMessages: {
    tooFew: "{1} কমপক্ষে {0}টি অর্ডার করুন",
    notPack: "{1} {0}টির প্যাকে বিক্রি হয়: {0}-এর গুণিতকে অর্ডার করুন",
    tooMany: "স্টকে {1} মাত্র {0}টি আছে",
  },
} satisfies { lineMessages: Bangla<typeof lineMessages> };
