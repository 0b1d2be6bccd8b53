import type { Bangla } from "../../i18n";
import type { creditNoteLabels, refundFormLabels, refundMessages } from "../../credit-note-texts";

export default {
  creditNoteLabels: {
    heading: "ক্রেডিট নোট",
    title: "ক্রেডিট নোট {0}",
    corrects: "চালান {0} সংশোধন করে",
    download: "ডাউনলোড",
    refunded: "ফেরত দেওয়া হয়েছে",
    reason: "কারণ",
    shipping: "ডেলিভারি",
    amountOnly: "পণ্য ফেরত ছাড়া শুধু টাকা ফেরত",
    earlier: "বাদ: পণ্য ফেরত ছাড়া আগে ফেরত দেওয়া টাকা",
  },
  refundFormLabels: {
    choice: "কী ফেরত দেওয়া হবে",
    everything: "বাকি সবকিছু ফেরত দিন",
    someLines: "কিছু একক বা ডেলিভারি খরচ ফেরত দিন",
    quantity: "{0}-এর যত একক ফেরত দেওয়া হবে",
    left: "ফেরত দেওয়ার জন্য {0} টি বাকি",
    shipping: "ডেলিভারি খরচ ফেরত দিন",
    reason: "কারণ",
    total: "ফেরত দেওয়া হবে",
    pricing: "হিসাব করা হচ্ছে…",
    submit: "ফেরত দিন",
    cancel: "বাতিল",
    nothing: "ফেরত দেওয়ার জন্য একক বা ডেলিভারি খরচ বেছে নিন",
    action: "ফেরত দিন",
    actionOnAccount: "আংশিক জমা দিন",
  },
  refundMessages: {
    confirmAll: "এই অর্ডার বাতিল করে বাকি সবকিছু ফেরত দেবেন?",
    confirmPart: "এই অর্ডারের একাংশ ফেরত দেবেন?",
    reason: "কারণ",
    partly: "আংশিক ফেরত",
    partlyAmounts: "{0} ফেরত, {1} বাকি",
    partlyRefunded: "ফেরত দেওয়া হয়েছে; ক্রেডিট নোট {0} ইস্যু করা হয়েছে",
    noteIssued: "ক্রেডিট নোট {0}: {1}",
    nothingChosen: "ফেরত দেওয়ার জন্য একক বা ডেলিভারি খরচ বেছে নিন",
    nothingLeft: "এই অর্ডারে ফেরত দেওয়ার মতো আর কিছু বাকি নেই",
    unknownLine: "এই অর্ডারে {0} নম্বর লাইন নেই",
    tooMany: "{1}-এর মাত্র {0} টি ফেরত দেওয়ার জন্য বাকি আছে",
    shippingDone: "এই অর্ডারের ডেলিভারি খরচ আগেই ফেরত দেওয়া হয়েছে",
    noShipping: "এই অর্ডারে ডেলিভারি খরচ ধরা হয়নি",
    moreThanLeft: "এই পরিশোধে ফেরত দেওয়ার জন্য যা বাকি আছে ({0}), এটি তার চেয়ে বেশি",
    free: "এই এককগুলোর দাম শূন্য: এগুলোর জন্য ফেরত দেওয়ার মতো কোনো টাকা নেই",
    duplicateLine: "{0} নম্বর লাইন দুবার উল্লেখ করা হয়েছে",
  },
} satisfies {
  creditNoteLabels: Bangla<typeof creditNoteLabels>;
  refundFormLabels: Bangla<typeof refundFormLabels>;
  refundMessages: Bangla<typeof refundMessages>;
};
