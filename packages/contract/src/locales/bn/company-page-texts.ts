import type { Bangla } from "../../i18n";
import type {
  companyAuditPageTexts,
  companyFormTexts,
  companyInviteTexts,
  companyMemberTexts,
  companyPageTexts,
  invitationPageTexts,
} from "../../company-page-texts";

export default {
  companyPageTexts: {
    loadingForm: "ফর্মটি লোড হচ্ছে",
    loading: "আপনার কোম্পানির তথ্য লোড হচ্ছে",
    loadError: "আপনার কোম্পানির তথ্য লোড করা যায়নি।",
    createTitle: "কোম্পানি তৈরি করুন · AgroForge",
    createHeading: "কোম্পানি তৈরি করুন",
    createIntro:
      "সহকর্মীদের সাথে মিলে কেনাকাটা করুন: আপনি কোম্পানির অ্যাডমিন হবেন এবং ইমেইলে তাঁদের আমন্ত্রণ জানাবেন, প্রত্যেকের জন্য একটি ভূমিকা ও খরচের সীমা ঠিক করে। কোনো কোম্পানি আগেই আপনাকে আমন্ত্রণ জানিয়েছে? তাহলে বরং আমন্ত্রণের ইমেইলে থাকা লিংকটি খুলুন।",
    yourCompany: "আপনার কোম্পানি",
    create: "কোম্পানি তৈরি করুন",
    title: "{0} · AgroForge",
    yourRole: "আপনার ভূমিকা:",
    leave: "কোম্পানি ছেড়ে দিন",
    details: "কোম্পানির তথ্য",
    saveDetails: "তথ্য সংরক্ষণ করুন",
    members: "সদস্যরা",
    invite: "সহকর্মীকে আমন্ত্রণ জানান",
    leaveQuestion: "{0} ছেড়ে দেবেন?",
    leaveDetail: "আপনি আর কোম্পানির অর্ডার, চালান বা তালিকা দেখতে পাবেন না। ফিরে আসতে হলে কোনো অ্যাডমিনকে আবার আপনাকে আমন্ত্রণ জানাতে হবে।",
    deliveryAddresses: "ডেলিভারির ঠিকানাসমূহ",
  },
  companyFormTexts: {
    optional: "ঐচ্ছিক",
    labelPlaceholder: "প্রধান দোকান",
    removeAddress: "{0} নম্বর ঠিকানা মুছুন",
    addAddress: "ঠিকানা যোগ করুন",
  },
  companyMemberTexts: {
    noLimit: "সীমা নেই",
    you: "(আপনি)",
    removeQuestion: "{0}-কে {1} থেকে বাদ দেবেন?",
    thisMember: "এই সদস্য",
    removeDetail: "তিনি আর কোম্পানির অর্ডার, চালান বা তালিকা দেখতে পাবেন না।",
    remove: "বাদ দিন",
    removeMember: "{0}-কে বাদ দিন",
    save: "সংরক্ষণ করুন",
    membership: "{0}-এর সদস্যপদ",
  },
  companyInviteTexts: {
    send: "আমন্ত্রণ পাঠান",
    linkRules: "লিংকটি শুধু ওই ইমেইল ঠিকানার জন্য, একবারই, ৭ দিন পর্যন্ত কাজ করবে।",
    loading: "অপেক্ষমাণ আমন্ত্রণগুলো লোড হচ্ছে",
    loadError: "অপেক্ষমাণ আমন্ত্রণগুলো লোড করা যায়নি।",
    none: "কোনো আমন্ত্রণ অপেক্ষায় নেই।",
    pending: "অপেক্ষমাণ আমন্ত্রণ",
    until: "{0} পর্যন্ত",
    withdrawLabel: "{0}-এ পাঠানো আমন্ত্রণ প্রত্যাহার করুন",
    withdraw: "প্রত্যাহার করুন",
  },
  invitationPageTexts: {
    title: "কোম্পানিতে আমন্ত্রণ · AgroForge",
    heading: "কোম্পানিতে আমন্ত্রণ",
    opening: "আপনার আমন্ত্রণ খোলা হচ্ছে",
    join: "{0}-এ যোগ দিন",
    invitedAs: "{0}-কে {1} হিসেবে আমন্ত্রণ জানানো হয়েছে।",
    otherEmail: "{0} (আপনি {1} দিয়ে সাইন ইন করে আছেন)।",
    toDashboard: "ড্যাশবোর্ডে যান",
    signInFirst: "যোগ দিতে {0} দিয়ে সাইন ইন বা সাইন আপ করুন।",
    login: "লগইন",
    signUp: "সাইন আপ",
  },
  companyAuditPageTexts: {
    loading: "পরিবর্তনের ইতিহাস লোড হচ্ছে",
    loadError: "পরিবর্তনের ইতিহাস লোড করা যায়নি।",
  },
} satisfies {
  companyPageTexts: Bangla<typeof companyPageTexts>;
  companyFormTexts: Bangla<typeof companyFormTexts>;
  companyMemberTexts: Bangla<typeof companyMemberTexts>;
  companyInviteTexts: Bangla<typeof companyInviteTexts>;
  invitationPageTexts: Bangla<typeof invitationPageTexts>;
  companyAuditPageTexts: Bangla<typeof companyAuditPageTexts>;
};
