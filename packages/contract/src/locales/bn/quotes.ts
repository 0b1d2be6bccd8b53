import type { Bangla } from "../../i18n";
import type { quoteLabels, quoteMessages } from "../../quote-texts";

export default {
  quoteLabels: {
    quantity: "পরিমাণ",
    wantedBy: "যে তারিখের মধ্যে দরকার",
    note: "নোট",
    unitPrice: "প্রস্তাবিত একক দাম",
    validUntil: "শেষ বৈধ তারিখ",
    reason: "কারণ",
    freight: "পরিবহন খরচ",
    lineUnitPrice: "{0}-এর প্রস্তাবিত একক দাম",
  },
  quoteMessages: {
    requestButton: "কোটেশন চান",
    requested: "কোটেশনের অনুরোধ পাঠানো হয়েছে: অফিস ইমেইলে উত্তর দেবে",
    offered: "কোটেশন ক্রেতার কাছে পাঠানো হয়েছে",
    declined: "কোটেশন নাকচ করা হয়েছে",
    accepted: "কোটেশন গৃহীত হয়েছে: আপনার অর্ডার দেওয়া হয়েছে",
    expired: "এই কোটেশনের মেয়াদ শেষ হয়ে গেছে",
    used: "এই কোটেশন থেকে আগেই অর্ডার দেওয়া হয়েছে",
    notOffered: "এই কোটেশনে গ্রহণ করার মতো কোনো প্রস্তাব নেই",
    alreadyAnswered: "এই কোটেশনের উত্তর আগেই দেওয়া হয়েছে",
    validUntilRange: "শেষ বৈধ তারিখ আজ থেকে {0} দিনের মধ্যে হতে হবে",
    none: "এখনো কোনো কোটেশন নেই।",
  },
} satisfies { quoteLabels: Bangla<typeof quoteLabels>; quoteMessages: Bangla<typeof quoteMessages> };
