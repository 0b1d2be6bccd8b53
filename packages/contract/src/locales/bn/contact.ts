import type { Bangla } from "../../i18n";
import type { contactMessages, subscriptionLinks } from "../../contact";

export default {
  contactMessages: {
    sent: "ধন্যবাদ! আপনার বার্তা আমাদের অফিসে পৌঁছেছে; আমরা ইমেইলে উত্তর দেব।",
    subscribeRequested: "প্রায় শেষ: আপনার ইনবক্স দেখুন এবং সাবস্ক্রিপশন নিশ্চিত করতে লিংকটি খুলুন।",
    confirmed: "আপনার সাবস্ক্রিপশন নিশ্চিত হয়েছে। ধন্যবাদ!",
    unsubscribed: "আপনার সাবস্ক্রিপশন বাতিল হয়েছে; আমরা আপনাকে আর ইমেইল করব না।",
    badLink: "এই লিংকটি সঠিক নয়, এর মেয়াদ শেষ হয়ে গেছে অথবা আগেই ব্যবহার করা হয়েছে।",
    unavailable: "অফিস এই মুহূর্তে বার্তা গ্রহণ করতে পারছে না; অনুগ্রহ করে আমাদের ফোন বা ইমেইল করুন।",
  },
  // A Bangla email's links open the pages' Bangla twins (the English paths under /bn).
  subscriptionLinks: {
    confirm: "/bn/subscribe/confirm",
    unsubscribe: "/bn/subscribe/unsubscribe",
  },
} satisfies {
  contactMessages: Bangla<typeof contactMessages>;
  subscriptionLinks: Bangla<typeof subscriptionLinks>;
};
