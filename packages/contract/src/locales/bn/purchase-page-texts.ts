import type { Bangla } from "../../i18n";
import type { cartPageTexts, checkoutFormTexts, orderFormTexts, purchasePageTexts, quantityCheckTexts } from "../../purchase-page-texts";

export default {
  purchasePageTexts: {
    loadingOrderForm: "অর্ডার ফর্ম লোড হচ্ছে",
    toolNotFound: "যন্ত্রটি পাওয়া যায়নি",
    purchase: "কেনাকাটা",
    notInCatalogue: "এই যন্ত্রটি (এখন আর) আমাদের ক্যাটালগে নেই। অনুগ্রহ করে অন্য একটি বেছে নিন।",
    browseTools: "যন্ত্রপাতি দেখুন",
    couldNotLoadTool: "এই যন্ত্রটি আমরা লোড করতে পারিনি।",
    pageTitle: "{0} কিনুন · AgroForge",
    allTools: "সব যন্ত্রপাতি",
    heading: "{0} কিনুন",
    tool: "যন্ত্র",
    orderingAs: "যার নামে অর্ডার",
    name: "নাম",
    email: "ইমেইল",
    priceAndCart: "দাম ও কার্ট",
  },
  quantityCheckTexts: {
    setQuantity: "পরিমাণ ঠিক করুন",
    limits: "কমপক্ষে {0} টি অর্ডার করুন; মজুত আছে {1} টি।",
    packs: " {0} টির প্যাকে বিক্রি হয়।",
    quantity: "পরিমাণ",
    enterQuantity: "অনুগ্রহ করে একটি পরিমাণ লিখুন",
    notAWholeNumber: "অনুগ্রহ করে একটি পূর্ণ সংখ্যা লিখুন",
  },
  cartPageTexts: {
    browseTools: "যন্ত্রপাতি দেখুন",
    toolsInCart: "কার্টের যন্ত্রপাতি",
    loadingCheckout: "চেকআউট লোড হচ্ছে",
    checkingLogin: "আপনি লগইন করেছেন কি না দেখা হচ্ছে",
    loadingTool: "যন্ত্রটি লোড হচ্ছে",
    couldNotLoadTool: "এই যন্ত্রটি আমরা লোড করতে পারিনি।",
    tryAgain: "আবার চেষ্টা করুন",
    thisTool: "এই যন্ত্রটি",
    lineLimits: "; কমপক্ষে {0} টি অর্ডার করুন{1, plural, =1 {} other {, # টির প্যাকে}}; মজুত আছে {2} টি।",
  },
  checkoutFormTexts: {
    name: "নাম",
    phone: "ফোন",
    address: "ঠিকানা",
    optional: "ঐচ্ছিক",
    phoneRequired: "ফোন নম্বর দিতে হবে",
    phoneInvalid: "অনুগ্রহ করে একটি সঠিক ফোন নম্বর দিন",
  },
  orderFormTexts: {
    orderPlaced: "অর্ডার দেওয়া হয়েছে",
    orderNo: "অর্ডার নং",
    placedLine: "{0} × {1}, মোট {2}।",
    payNow: "এখনই পরিশোধ করুন",
    viewOrder: "অর্ডার দেখুন",
    goToMyOrders: "আমার অর্ডারে যান",
    placeAnother: "আরেকটি অর্ডার দিন",
    fillUp: "অনুগ্রহ করে নিচের তথ্যগুলো পূরণ করুন",
    name: "নাম",
    email: "ইমেইল",
    productName: "পণ্যের নাম",
    address: "ঠিকানা",
    number: "নম্বর",
    quantity: "পরিমাণ:",
    placeOrder: "অর্ডার দিন",
  },
} satisfies {
  purchasePageTexts: Bangla<typeof purchasePageTexts>;
  quantityCheckTexts: Bangla<typeof quantityCheckTexts>;
  cartPageTexts: Bangla<typeof cartPageTexts>;
  checkoutFormTexts: Bangla<typeof checkoutFormTexts>;
  orderFormTexts: Bangla<typeof orderFormTexts>;
};
