import type { Bangla } from "../../i18n";
import type { shopSettingsTexts } from "../../shop-settings";

export default {
  shopSettingsTexts: {
    heading: "ভাষা",
    intro: "দোকানটি ইংরেজি ও বাংলা দুই ভাষাতেই চলে: প্রত্যেক দর্শক হেডার থেকে ভাষা বেছে নেন, আর প্রতিটি অ্যাকাউন্টের ইমেইল ও নথি সেই অ্যাকাউন্টের বেছে নেওয়া ভাষায় যায়।",
    latinDigits: "বাংলা পাতায় সংখ্যা ইংরেজি অঙ্কে লিখুন",
    latinDigitsHint: "বাংলা পাতা, ইমেইল ও নথিতে টাকার অঙ্ক, পরিমাণ ও তারিখ ১,২৩,৪৫৬-এর বদলে 1,23,456 লেখা হবে; শব্দগুলো বাংলাই থাকবে।",
    save: "সংরক্ষণ করুন",
    saved: "ভাষার সেটিং সংরক্ষণ হয়েছে",
    loading: "ভাষার সেটিং লোড হচ্ছে",
    loadError: "ভাষার সেটিং আমরা লোড করতে পারিনি।",
  },
} satisfies { shopSettingsTexts: Bangla<typeof shopSettingsTexts> };
