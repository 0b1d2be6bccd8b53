import type { Bangla } from "../../i18n";
import type { sentEmailTexts } from "../../sent-email-texts";

export default {
  sentEmailTexts: {
    heading: "পাঠানো ইমেইল",
    intro:
      "দোকান তার ক্রেতাদের যেসব ইমেইল পাঠিয়েছে। SMTP সার্ভার ঠিক করা না থাকলে ইমেইলগুলো শুধু এখানেই রাখা হয়; প্রোডাকশনের বাইরে এটি ডেভেলপমেন্ট মেইলবক্স, যেখানে ইমেইলের লিংকগুলো কাজ করে।",
    loading: "ইমেইলগুলো লোড হচ্ছে",
    loadError: "ইমেইলগুলো আমরা লোড করতে পারিনি।",
    none: "এখনো কোনো ইমেইল নেই।",
    table: "পাঠানো ইমেইল",
    caption: "পাঠানো ইমেইল, নতুনগুলো আগে",
    time: "সময়",
    to: "প্রাপক",
    subject: "বিষয়",
    status: "অবস্থা",
    actions: "কাজ",
    pagination: "ইমেইল",
    statuses: { pending: "অপেক্ষমাণ", sent: "পাঠানো হয়েছে", failed: "ব্যর্থ" },
    read: "পড়ুন",
    readNamed: "{1}-কে পাঠানো {0} পড়ুন",
    email: "ইমেইল",
    close: "বন্ধ করুন",
    emailLoading: "ইমেইলটি লোড হচ্ছে",
    emailLoadError: "এই ইমেইলটি আমরা লোড করতে পারিনি।",
    queued: "সারিতে রাখা হয়েছে",
    afterAttempts: " {0} বার চেষ্টার পর",
    lastError: "শেষ ত্রুটি",
    devMailbox: "ডেভেলপমেন্ট মেইলবক্স: এই দোকানের কোনো SMTP সার্ভার নেই, তাই এর লিংকগুলো এখান থেকে কাজ করে।",
  },
} satisfies { sentEmailTexts: Bangla<typeof sentEmailTexts> };
