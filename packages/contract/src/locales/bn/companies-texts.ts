import type { Bangla } from "../../i18n";
import { localDigits } from "../../constants";
import { INVITATIONS_PER_HOUR, type approvalTexts, type companyLabels, type companyMessages, type companyOrderLabels, type companyRoleNames } from "../../companies-texts";

export default {
  companyLabels: {
    name: "কোম্পানির নাম",
    vatId: "VAT ID",
    billingAddress: "বিলিং ঠিকানা",
    addressLabel: "ঠিকানার নাম",
    address: "ডেলিভারির ঠিকানা",
    country: "দেশ",
    postalCode: "পোস্ট কোড",
    email: "ইমেইল",
    role: "ভূমিকা",
    orderLimit: "প্রতি অর্ডারের সীমা",
    monthlyLimit: "মাসিক সীমা",
    reason: "কারণ",
  },
  companyRoleNames: {
    admin: "অ্যাডমিন",
    buyer: "ক্রেতা",
    approver: "অনুমোদনকারী",
    accountant: "হিসাবরক্ষক",
  },
  companyMessages: {
    alreadyMember: "এই অ্যাকাউন্টটি ইতিমধ্যে একটি কোম্পানির সদস্য",
    inviteeInAnotherCompany: "এই ব্যক্তি ইতিমধ্যে অন্য একটি কোম্পানির সদস্য",
    alreadyInThisCompany: "এই ব্যক্তি ইতিমধ্যে আপনার কোম্পানির সদস্য",
    lastAdmin: "কোম্পানিতে অন্তত একজন অ্যাডমিন থাকতে হবে: আগে অন্য একজন সদস্যকে অ্যাডমিন করুন",
    invitationInvalid: "এই আমন্ত্রণের লিংকটি সঠিক নয়, আগেই ব্যবহার করা হয়েছে, অথবা এর মেয়াদ শেষ হয়ে গেছে",
    invitationOtherEmail: "এই আমন্ত্রণটি অন্য একটি ইমেইল ঠিকানায় পাঠানো হয়েছিল: গ্রহণ করতে সেই ঠিকানা দিয়ে সাইন ইন করুন",
    tooManyInvitations: `আপনার কোম্পানি গত এক ঘণ্টায় ${localDigits(String(INVITATIONS_PER_HOUR), "bn")}টি আমন্ত্রণ পাঠিয়েছে: কিছুক্ষণ পরে আবার চেষ্টা করুন`,
    tooManyInvitationsToday: "গত ২৪ ঘণ্টায় আপনি অ্যাকাউন্ট নেই এমন {0}টি ঠিকানায় আমন্ত্রণ পাঠিয়েছেন: কিছুক্ষণ পরে আবার চেষ্টা করুন",
    suspended: "আপনার কোম্পানির অ্যাকাউন্ট স্থগিত আছে, তাই আপাতত অর্ডার করা বা কোটেশন গ্রহণ করা যাবে না। অনুগ্রহ করে দোকানের সাথে যোগাযোগ করুন।",
    // The action arrives as an English phrase from the pages and the server: left out, so the
    // sentence stays Bangla.
    noRight: "কোম্পানিতে আপনার ভূমিকায় এই কাজটি করার অনুমতি নেই",
    verifyFirst: "কোম্পানি তৈরি করার আগে আপনার ইমেইল ঠিকানা যাচাই করুন",
    created: "কোম্পানি তৈরি হয়েছে",
    invited: "{0}-এ আমন্ত্রণ পাঠানো হয়েছে",
    joined: "আপনি {0}-এ যোগ দিয়েছেন",
    chooseAddress: "আপনার কোম্পানির ডেলিভারি ঠিকানাগুলোর একটি বেছে নিন",
    notAwaitingApproval: "এই অর্ডারটি অনুমোদনের অপেক্ষায় নেই: এ বিষয়ে আগেই সিদ্ধান্ত হয়েছে, অথবা এর মেয়াদ শেষ হয়ে গেছে",
    ownOrder: "নিজের অর্ডার আপনি অনুমোদন করতে পারবেন না: আপনার কোম্পানির অন্য কোনো অনুমোদনকারী বা অ্যাডমিনকে অনুমোদন করতে হবে",
    awaitingApproval: "এই অর্ডারটি আপনার খরচের সীমার বেশি, তাই এটি কোম্পানির কোনো অনুমোদনকারী বা অ্যাডমিনের অনুমোদনের অপেক্ষায় আছে। অনুমোদনের পরে আপনি এর মূল্য পরিশোধ করতে পারবেন।",
    ownLimits: "আপনার নিজের সীমা আপনার কোম্পানির অন্য একজন অ্যাডমিনকে বদলাতে হবে",
    approved: "অর্ডার অনুমোদিত হয়েছে: ক্রেতা এখন এর মূল্য পরিশোধ করতে পারবেন",
    rejected: "অর্ডার প্রত্যাখ্যান করা হয়েছে: ক্রেতাকে কারণ জানানো হবে",
    overOrderLimit: "প্রতি অর্ডারের সীমার ({0}) বেশি",
    overMonthlyLimit: "মাসিক সীমার ({0}) বেশি",
    memberSaved: "{0}-এর ভূমিকা ও সীমা সংরক্ষণ করা হয়েছে",
    removed: "{0} আর সদস্য নন",
    left: "আপনি {0} ছেড়ে দিয়েছেন",
    withdrawn: "{0}-এ পাঠানো আমন্ত্রণ প্রত্যাহার করা হয়েছে",
    saved: "কোম্পানির তথ্য সংরক্ষণ করা হয়েছে",
  },
  companyOrderLabels: {
    deliverTo: "ডেলিভারির ঠিকানা",
    placedBy: "অর্ডারদাতা",
    approvedBy: "অনুমোদন দিয়েছেন",
    awaitingUntil: "অনুমোদনের অপেক্ষার শেষ সময়",
    approve: "অনুমোদন করুন",
    reject: "প্রত্যাখ্যান করুন",
    companyOrders: "কোম্পানির অর্ডার",
    approvals: "অনুমোদন",
    noApprovals: "কোনো অর্ডার অনুমোদনের অপেক্ষায় নেই।",
    noOrders: "কোম্পানির এখনো কোনো অর্ডার নেই।",
    companyQuotes: "কোম্পানির কোটেশন",
    noQuotes: "কোম্পানির এখনো কোনো কোটেশন নেই।",
    askedBy: "কোটেশন চেয়েছেন",
    askedByOffice: "অফিস ({0})",
  },
  approvalTexts: {
    needed: "এই অর্ডারের জন্য অনুমোদন লাগবে",
    over: "এটি {0}।",
    byOthers: "মূল্য পরিশোধের আগে {0}-এর কোনো অনুমোদনকারী বা অ্যাডমিনকে এটি অনুমোদন করতে হবে; অপেক্ষার সময় এর পণ্যগুলো আপনার জন্য মজুত রাখা থাকবে।",
    byYou: "{0}-এ আর কেউ অর্ডার অনুমোদন করেন না: অপরিশোধিত অর্ডার যতক্ষণ ধরে রাখা হয় তার মধ্যেই আপনি নিজে \"অনুমোদন\" অংশে এটি অনুমোদন করবেন।",
    awaiting: "অনুমোদনের অপেক্ষায়",
    placed: "অর্ডার দেওয়া হয়েছে: অনুমোদনের অপেক্ষায়",
    placedDetail: "অনুমোদনের পরে আপনি এর মূল্য পরিশোধ করতে পারবেন; তখন আপনাকে ইমেইল পাঠানো হবে।",
    viewOrder: "অর্ডার দেখুন",
  },
} satisfies {
  companyLabels: Bangla<typeof companyLabels>;
  companyRoleNames: Bangla<typeof companyRoleNames>;
  companyMessages: Bangla<typeof companyMessages>;
  companyOrderLabels: Bangla<typeof companyOrderLabels>;
  approvalTexts: Bangla<typeof approvalTexts>;
};
