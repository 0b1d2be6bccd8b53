import type { Bangla } from "../../i18n";
import type { changePasswordTexts, profileCardTexts, profilePageTexts, updateProfileTexts } from "../../profile-page-texts";

export default {
  profilePageTexts: {
    pageTitle: "আমার প্রোফাইল · AgroForge",
    heading: "আমার প্রোফাইল",
    name: "নাম",
    email: "ইমেইল",
    companyAccount: "প্রতিষ্ঠানের অ্যাকাউন্ট",
    update: "হালনাগাদ করুন",
    yourCards: "আপনার প্রোফাইল কার্ড",
    loading: "আপনার প্রোফাইল লোড হচ্ছে",
    couldNotLoad: "আপনার প্রোফাইল আমরা লোড করতে পারিনি।",
    noProfile: "আপনি এখনো কোনো প্রোফাইল যোগ করেননি। নিচের ফর্মে আপনারটি যোগ করুন।",
    cardsPagination: "প্রোফাইল কার্ড",
    addHeading: "আপনার নিজের প্রোফাইল যোগ করুন",
    addProfile: "প্রোফাইল যোগ করুন",
    notVerified: "আপনার ইমেইল ঠিকানা এখনো যাচাই করা হয়নি",
    loadingBusiness: "আপনার ব্যবসার তথ্য লোড হচ্ছে",
    couldNotLoadBusiness: "আপনার ব্যবসার তথ্য আমরা লোড করতে পারিনি।",
    ownEmail: "আপনার নিজের অ্যাকাউন্টের ইমেইল ({0}) ব্যবহার করুন",
  },
  profileCardTexts: {
    picture: "{0}-এর প্রোফাইল ছবি",
    education: "শিক্ষা",
    country: "দেশ",
    social: "সামাজিক মাধ্যম",
    linkedin: "LinkedIn প্রোফাইল",
    newTab: "(নতুন ট্যাবে খোলে)",
    contact: "যোগাযোগ",
  },
  changePasswordTexts: {
    heading: "পাসওয়ার্ড বদলান",
    current: "বর্তমান পাসওয়ার্ড",
    new: "নতুন পাসওয়ার্ড",
    confirm: "নতুন পাসওয়ার্ড আবার লিখুন",
  },
  updateProfileTexts: {
    loading: "আপনার প্রোফাইল লোড হচ্ছে",
    pageTitle: "প্রোফাইল হালনাগাদ · AgroForge",
    myProfile: "আমার প্রোফাইল",
    heading: "প্রোফাইল হালনাগাদ",
    couldNotLoad: "আপনার প্রোফাইল আমরা লোড করতে পারিনি।",
    change: "আপনার প্রোফাইল কার্ডে কী দেখাবে তা বদলান।",
    create: "আপনার এখনো কোনো প্রোফাইল নেই: এই ফর্মটি সংরক্ষণ করলে তৈরি হবে।",
    updating: "আপনার প্রোফাইল হালনাগাদ হচ্ছে",
    submit: "প্রোফাইল হালনাগাদ করুন",
  },
} satisfies {
  profilePageTexts: Bangla<typeof profilePageTexts>;
  profileCardTexts: Bangla<typeof profileCardTexts>;
  changePasswordTexts: Bangla<typeof changePasswordTexts>;
  updateProfileTexts: Bangla<typeof updateProfileTexts>;
};
