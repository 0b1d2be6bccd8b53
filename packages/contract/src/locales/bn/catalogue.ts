import type { Bangla } from "../../i18n";
import type { categoryFormLabels, restockFormLabels } from "../../catalogue";

export default {
  categoryFormLabels: { name: "ক্যাটাগরির নাম", nameBn: "বাংলায় নাম" },
  restockFormLabels: { quantity: "নতুন স্টকের পরিমাণ", note: "নোট" },
} satisfies { categoryFormLabels: Bangla<typeof categoryFormLabels>; restockFormLabels: Bangla<typeof restockFormLabels> };
