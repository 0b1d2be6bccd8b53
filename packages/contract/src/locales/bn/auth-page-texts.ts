import type { Bangla } from "../../i18n";
import type { loginPageTexts, passwordPageTexts, signUpPageTexts, verifyEmailPageTexts } from "../../auth-page-texts";

export default {
  loginPageTexts: {
    heading: "লগইন",
    subtitle: "আবারও স্বাগতম। যন্ত্রপাতি অর্ডার করতে ও আপনার অর্ডারের খোঁজ রাখতে লগইন করুন।",
    title: "লগইন · AgroForge",
    description: "যন্ত্রপাতি অর্ডার করতে, অর্ডারের খোঁজ রাখতে ও কোটেশন চাইতে আপনার AgroForge অ্যাকাউন্টে লগইন করুন।",
    email: "ইমেইল",
    password: "পাসওয়ার্ড",
    forgot: "পাসওয়ার্ড ভুলে গেছেন?",
    submit: "লগইন",
    newHere: "AgroForge-এ নতুন?",
    createAccount: "নতুন অ্যাকাউন্ট খুলুন",
    or: "অথবা",
  },
  signUpPageTexts: {
    heading: "সাইন আপ",
    subtitle: "কারখানা দামে যন্ত্রপাতি অর্ডার করতে আপনার অ্যাকাউন্ট খুলুন।",
    title: "সাইন আপ · AgroForge",
    description: "প্রস্তুতকারকের কাছ থেকে সরাসরি কৃষি যন্ত্রপাতি অর্ডার করতে একটি AgroForge অ্যাকাউন্ট খুলুন।",
    name: "নাম",
    email: "ইমেইল",
    password: "পাসওয়ার্ড",
    submit: "সাইন আপ",
    haveAccount: "আগে থেকেই অ্যাকাউন্ট আছে?",
    login: "লগইন করুন",
    or: "অথবা",
    dismiss: "বন্ধ করুন",
    invitedHint: "যে ঠিকানায় আপনার আমন্ত্রণ পাঠানো হয়েছিল।",
  },
  passwordPageTexts: {
    forgotHeading: "পাসওয়ার্ড ভুলে গেছেন?",
    forgotSubtitle: "নতুন পাসওয়ার্ড বেছে নেওয়ার একটি লিংক আমরা আপনাকে ইমেইলে পাঠাব।",
    forgotTitle: "পাসওয়ার্ড ভুলে গেছেন · AgroForge",
    email: "ইমেইল",
    sendLink: "রিসেট লিংক পাঠান",
    remembered: "মনে পড়েছে?",
    backToLogin: "লগইনে ফিরে যান",
    resetHeading: "নতুন পাসওয়ার্ড বেছে নিন",
    resetSubtitle: "ইমেইলের লিংকটি একবারই কাজ করে, ৩০ মিনিটের জন্য।",
    resetTitle: "পাসওয়ার্ড রিসেট · AgroForge",
    login: "লগইন",
    newPassword: "নতুন পাসওয়ার্ড",
    confirmPassword: "নতুন পাসওয়ার্ড নিশ্চিত করুন",
    setPassword: "নতুন পাসওয়ার্ড সেট করুন",
    expired: "লিংকের মেয়াদ শেষ?",
    askAgain: "নতুন একটি চান",
  },
  verifyEmailPageTexts: {
    heading: "আপনার ইমেইল যাচাই করুন",
    subtitle: "আপনার অ্যাকাউন্টের ঠিকানা নিশ্চিত করা হচ্ছে।",
    title: "ইমেইল যাচাই · AgroForge",
    verifying: "আপনার ইমেইল ঠিকানা যাচাই করা হচ্ছে",
    myOrders: "আমার অর্ডারে যান",
    login: "লগইন",
  },
} satisfies {
  loginPageTexts: Bangla<typeof loginPageTexts>;
  signUpPageTexts: Bangla<typeof signUpPageTexts>;
  passwordPageTexts: Bangla<typeof passwordPageTexts>;
  verifyEmailPageTexts: Bangla<typeof verifyEmailPageTexts>;
};
