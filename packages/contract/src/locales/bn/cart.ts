import type { Bangla } from "../../i18n";
import type { cartMessages } from "../../cart";

export default {
  cartMessages: {
    link: "কার্ট, {0}টি আইটেম",
    addToCart: "কার্টে যোগ করুন",
    addToolToCart: "কার্টে যোগ করুন: {0}",
    inCart: "কার্টে আছে",
    inCartNamed: "কার্টে আছে: {0}",
    viewCart: "কার্ট দেখুন",
    cartFull: "কার্টে সর্বোচ্চ {0}টি যন্ত্র রাখা যায়",
    updatedInCart: "কার্টে এখন {0}-এর নতুন পরিমাণ আছে",
    nextBreak: "আরও {0}টি অর্ডার করলে প্রতিটির দাম পড়বে {1}",
    listPrice: "তালিকা মূল্য",
    unitPrice: "একক মূল্য",
    total: "মোট",
    goods: "পণ্যের মূল্য",
    lineQuantity: "{0}-এর পরিমাণ",
    remove: "{0} সরান",
    gone: "এটি আর দোকানে নেই: চেকআউট করতে এটি সরিয়ে দিন।",
    checkout: "চেকআউট",
    placeOrder: "অর্ডার দিন",
    signInToCheckout: "চেকআউট করতে লগইন করুন",
    fixLines: "অনুগ্রহ করে আগে উপরে চিহ্নিত লাইনগুলো ঠিক করুন।",
    orderAgain: "আবার অর্ডার দিন",
    reorderFitted: "{0}: {1}টির বদলে {2}টি (আজকের স্টক ও প্যাকের আকার অনুযায়ী)",
    reorderNothing: "এই অর্ডারের কোনো যন্ত্রই আজ অর্ডার করা যাবে না।",
  },
} satisfies { cartMessages: Bangla<typeof cartMessages> };
