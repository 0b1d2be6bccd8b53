import type { Bangla } from "../../i18n";
import type { billLabels, billMessages } from "../../billing-texts";

// A null argument reaches ICU as undefined (Lingui reads the values with `??`): its select case is `undefined`.
export default {
  billLabels: {
    country: "দেশ",
    postalCode: "পোস্ট কোড",
    shippingMethod: "ডেলিভারির পদ্ধতি",
    discountCode: "ছাড়ের কোড",
    applyCode: "প্রয়োগ করুন",
    removeCode: "কোড সরান",
    goods: "উপমোট",
    discount: "ছাড়",
    shipping: "ডেলিভারি",
    net: "নিট",
    supplementaryDuty: "সম্পূরক শুল্ক",
    tax: "কর",
    total: "মোট",
    sku: "SKU",
    weight: "ওজন",
    noTax: "কর নেই",
    free: "বিনামূল্যে",
    summary: "বিল",
    shippingFor: "ডেলিভারি ({0})",
    discountFor: "ছাড় ({0})",
    buyerVatId: "আপনার VAT ID",
  },
  billMessages: {
    outsideZones: "আমরা এখনো {0}-এ পণ্য পাঠাই না। আমাদের কাছে কোটেশন চান, আমরা আপনার জন্য ডেলিভারির দাম হিসাব করে দেব।",
    tooHeavy: "কোনো ডেলিভারি পদ্ধতিতে এক অর্ডারে {0} কেজি পাঠানো যায় না। আমাদের কাছে কোটেশন চান, অথবা অর্ডারটি ভাগ করে দিন।",
    chooseMethod: "এই ঠিকানার জন্য দেওয়া ডেলিভারি পদ্ধতিগুলোর একটি বেছে নিন",
    collectedAtWorks: "{0, select, undefined {কারখানা থেকে সংগ্রহ।} other {কারখানা থেকে সংগ্রহ ({0})।}}",
    shipsTo: "{1, select, undefined {{0}-এ পাঠানো হবে।} other {{0}-এ পাঠানো হবে ({1})।}}",
    pricesIncludeTax: "দাম করসহ।",
    pricesExcludeTax: "দাম করছাড়া।",
    codeApplied: "{0} কোড প্রয়োগ করা হয়েছে",
    askForQuote: "কোটেশন চান",
    cannotCarry: "এই ওজন বহন করতে পারে না",
    working: "বিল হিসাব করা হচ্ছে",
    unavailable: "এই মুহূর্তে বিল হিসাব করা গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।",
  },
} satisfies { billLabels: Bangla<typeof billLabels>; billMessages: Bangla<typeof billMessages> };
