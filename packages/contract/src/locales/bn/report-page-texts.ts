import type { Bangla } from "../../i18n";
import type { reportPageTexts } from "../../report-page-texts";

export default {
  reportPageTexts: {
    range: "প্রতিবেদনের সময়সীমা",
    loading: "প্রতিবেদন লোড হচ্ছে",
    loadFailed: "প্রতিবেদনটি আমরা লোড করতে পারিনি।",
    codesLoading: "হিসাবের কোড লোড হচ্ছে",
    codesLoadFailed: "হিসাবের কোডগুলো আমরা লোড করতে পারিনি।",
    none: "নেই",
    rateLine: "{0}: {2}-এর উপর {1}",
    // As lib/dates.ts writes them (Intl's bn).
    shortMonths: ["জানু", "ফেব", "মার্চ", "এপ্রি", "মে", "জুন", "জুল", "আগ", "সেপ", "অক্টো", "নভে", "ডিসে"],
  },
} satisfies { reportPageTexts: Bangla<typeof reportPageTexts> };
