import type { Bangla } from "../../i18n";
import type { officeCompanyLabels, officeCompanyMessages } from "../../office-company-page-texts";
import type {
  officeOrderLabels,
  officeOrderMessages,
  officeQuoteLabels,
  officeQuoteMessages,
} from "../../office-companies";

export default {
  officeCompanyLabels: {
    search: "নাম দিয়ে কোম্পানি খুঁজুন",
    name: "নাম",
    vatId: "VAT ID",
    members: "সদস্য",
    status: "অবস্থা",
    suspendedBadge: "স্থগিত",
    activeBadge: "সক্রিয়",
    suspend: "কোম্পানি স্থগিত করুন",
    release: "কোম্পানি আবার চালু করুন",
  },
  officeCompanyMessages: {
    suspendConfirm: "{0} স্থগিত করবেন? এর সদস্যরা তখনও সাইন ইন করে তাঁদের অর্ডার, চালান ও তালিকা দেখতে পারবেন, কিন্তু আপনি আবার চালু না করা পর্যন্ত অর্ডার করতে বা কোটেশন গ্রহণ করতে পারবেন না।",
    releaseConfirm: "{0} আবার চালু করবেন? এর সদস্যরা আবার অর্ডার করতে পারবেন।",
    suspended: "{0} স্থগিত করা হয়েছে",
    released: "{0} আবার চালু করা হয়েছে",
    suspendedNote: "স্থগিত: কোম্পানিটি আবার চালু না হওয়া পর্যন্ত এর সদস্যরা অর্ডার করতে বা কোটেশন গ্রহণ করতে পারবেন না।",
    none: "এখনো কোনো কোম্পানি নেই।",
    noMatch: "কোনো কোম্পানির নামে “{0}” নেই।",
    noOrders: "এখনো কোনো অর্ডার নেই।",
    placedByOffice: "অফিস ({0}), {1}-এর পক্ষে",
    vatChanged: "আপনি দেখার পরে এই কোম্পানির VAT ID বদলে গেছে: নতুনটি যাচাই করুন",
    vatProofNote: "প্রমাণিত VAT ID থাকলেই কেবল এর সদস্যদের অর্ডার VAT-মুক্ত হয়: অর্ডারের সময় VIES নিশ্চিত করলে, অথবা অফিস এখানে যাচাই করলে। VAT ID বদলালে আবার যাচাই করতে হবে।",
  },
  officeOrderMessages: {
    notAMember: "{0} এই কোম্পানির সদস্য নন",
    mayNotOrder: "{0} কোম্পানির হিসাবরক্ষক, যিনি অর্ডার করেন না: অর্ডার করেন এমন একজন সদস্য বেছে নিন",
    suspended: "এই কোম্পানিটি স্থগিত আছে: এর হয়ে অর্ডার দেওয়ার আগে এটি আবার চালু করুন",
    phoneNeeded: "ফোন নম্বর দিতে হবে: সদস্যের ব্যবসার তথ্যে কোনো ফোন নম্বর নেই",
    placed: "{0}-এর জন্য অর্ডার দেওয়া হয়েছে: মূল্য পরিশোধের জন্য তাঁকে ইমেইল পাঠানো হয়েছে",
  },
  officeOrderLabels: {
    heading: "সদস্যের জন্য অর্ডার",
    intro: "ফোনালাপের পরে: সদস্যকে ইমেইল পাঠানো হয় এবং তিনি যথারীতি মূল্য পরিশোধ করেন; তাঁর খরচের সীমা এতে প্রযোজ্য নয়।",
    member: "যাঁর জন্য অর্ডার",
    address: "ডেলিভারির ঠিকানা",
    phone: "ফোন",
    phoneHint: "সদস্য তাঁর ব্যবসার তথ্যে ফোন নম্বর রেখে থাকলে ঐচ্ছিক (তখন সেটিই ব্যবহার হবে); না রাখলে আবশ্যক",
    poNumber: "ক্রয়াদেশ (PO) নম্বর",
    lines: "SKU ও পরিমাণ, প্রতি লাইনে একটি",
    linesHint: "প্রতি লাইনে একটি SKU, একটি স্পেস এবং পরিমাণ",
    linesHintLike: "যেমন: {0}",
    submit: "সদস্যের জন্য অর্ডার দিন",
    openOrder: "অর্ডারটি খুলুন",
    linesToFix: "আগে এই লাইনগুলো ঠিক করুন:",
  },
  officeQuoteMessages: {
    requested: "{0}-এর জন্য কোটেশন চাওয়া হয়েছে: তাঁকে ইমেইল পাঠানো হয়েছে, আর আপনি \"কোটেশন\" অংশে এর উত্তর দেবেন",
  },
  officeQuoteLabels: {
    heading: "সদস্যের জন্য কোটেশন",
    intro: "ফোনালাপের পরে: কোটেশনটি সদস্যের নিজের; তাঁকে এখন এবং আপনি উত্তর দিলে ইমেইল পাঠানো হবে, আর তিনি অন্য যেকোনো কোটেশনের মতোই এটি গ্রহণ করবেন।",
    member: "যাঁর জন্য কোটেশন",
    sku: "SKU",
    quantity: "পরিমাণ",
    wantedBy: "যে তারিখের মধ্যে দরকার",
    note: "নোট",
    submit: "সদস্যের জন্য কোটেশন চান",
    openQuote: "কোটেশনটি খুলুন",
  },
} satisfies {
  officeCompanyLabels: Bangla<typeof officeCompanyLabels>;
  officeCompanyMessages: Bangla<typeof officeCompanyMessages>;
  officeOrderMessages: Bangla<typeof officeOrderMessages>;
  officeOrderLabels: Bangla<typeof officeOrderLabels>;
  officeQuoteMessages: Bangla<typeof officeQuoteMessages>;
  officeQuoteLabels: Bangla<typeof officeQuoteLabels>;
};
