import type { Bangla } from "../../i18n";
import type { businessDetailsTexts, profileFormLabels } from "../../profile-form-texts";

export default {
  profileFormLabels: {
    img: "ছবির URL",
    country: "দেশ",
    email: "ইমেইল",
    number: "ফোন নম্বর",
    linkedinProfile: "LinkedIn প্রোফাইল",
    education: "শিক্ষাগত যোগ্যতা",
    companyName: "কোম্পানির নাম",
    vatId: "VAT ID / বিআইএন (BIN)",
    shippingAddress: "ডিফল্ট ডেলিভারি ঠিকানা",
    billingAddress: "বিলের ঠিকানা",
    shippingCountry: "ডিফল্ট দেশ",
    shippingPostalCode: "ডিফল্ট পোস্ট কোড",
    phone: "ডেলিভারির ফোন নম্বর",
  },
  businessDetailsTexts: {
    heading: "ব্যবসার তথ্য",
    intro:
      "আপনার কোম্পানির নাম ও VAT ID আপনার চালানে ছাপা হয়; ডেলিভারি ঠিকানা ও ডেলিভারির ফোন নম্বর অর্ডার ফর্মে নিজে থেকেই বসে যায়। প্রতিটি ঘর ঐচ্ছিক।",
    billingHint: "পণ্য যেখানে যাবে তার বাইরে অন্য ঠিকানায় চালান করতে চাইলে সেই ঠিকানা দিন। খালি রাখলে চালান ডেলিভারি ঠিকানায় করা হবে।",
    phoneHint: "এটি না দিলে অর্ডার ফর্মে আপনার প্রোফাইলের ফোন নম্বর নেওয়া হবে।",
    save: "ব্যবসার তথ্য সংরক্ষণ করুন",
    saved: "ব্যবসার তথ্য সংরক্ষণ করা হয়েছে",
  },
} satisfies { profileFormLabels: Bangla<typeof profileFormLabels>; businessDetailsTexts: Bangla<typeof businessDetailsTexts> };
