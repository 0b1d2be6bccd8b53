import type { Bangla } from "../../i18n";
import type { bulkLabels, bulkMessages } from "../../bulk-texts";

export default {
  bulkLabels: {
    packSize: "প্যাকের আকার",
    priceBreaks: "পরিমাণভিত্তিক দাম",
    breakQuantity: "যত পরিমাণ থেকে",
    breakPrice: "একক মূল্য",
    poNumber: "ক্রয় আদেশ (PO) নম্বর",
    deliveryDate: "অনুরোধকৃত ডেলিভারির তারিখ",
  },
  bulkMessages: {
    addedToCart: "{0} কার্টে যোগ করা হয়েছে",
    cartEmpty: "আপনার কার্ট খালি।",
    cartHeading: "আপনার কার্ট",
    oneLinePerTool: "একটি অর্ডারে প্রতিটি যন্ত্র একবারই থাকতে পারে",
    packMultiple: "ন্যূনতম অর্ডার প্যাকের আকারের ({0}) গুণিতক হতে হবে",
    breakNotBelowList: "পরিমাণভিত্তিক দাম: {0}+ এর একক দাম তালিকার দামের চেয়ে কম হতে হবে",
    breakNotLower: "পরিমাণভিত্তিক দাম: {0}+ এর একক দাম {1}+ এর চেয়ে কম হতে হবে",
    tooManyLines: "একটি অর্ডারে সর্বোচ্চ {0}টি যন্ত্র থাকতে পারে",
    deliveryDatePast: "অনুরোধকৃত ডেলিভারির তারিখ আজ বা তার পরের কোনো দিন হতে হবে",
    reorderFilled: "এই অর্ডারের যন্ত্রগুলো আজকের দামে কার্টে রাখা হয়েছে",
    reorderSkipped: "আর পাওয়া যাচ্ছে না: {0}",
    saving: "আপনার সাশ্রয় {0}",
    belowMinimum: "স্টকে মাত্র {0}টি আছে, যা ন্যূনতম অর্ডার {1}টির চেয়ে কম",
    outOfStock: "স্টকে নেই",
  },
} satisfies { bulkLabels: Bangla<typeof bulkLabels>; bulkMessages: Bangla<typeof bulkMessages> };
