import type { Bangla } from "../../i18n";
import type { footerTexts, navigationTexts } from "../../layout-texts";

export default {
  navigationTexts: {
    main: "প্রধান",
    menu: "মেনু",
    tools: "যন্ত্রপাতি",
    portfolio: "আমার পোর্টফোলিও",
    blogs: "ব্লগ",
    dashboard: "ড্যাশবোর্ড",
    contact: "যোগাযোগ",
    signOut: "সাইন আউট",
    login: "লগইন",
    switchLanguage: "এই পাতা অন্য ভাষায় পড়ুন",
    skipToContent: "মূল অংশে যান",
    noScript: "JavaScript ছাড়াও ক্যাটালগ দেখা যায়; কার্ট, অর্ডার, সাইন ইন ও ফর্মগুলোর জন্য এটি লাগে। কেনাকাটা করতে এটি চালু করুন।",
    notifications: "বিজ্ঞপ্তি",
    closeNotification: "বিজ্ঞপ্তি বন্ধ করুন",
  },
  footerTexts: {
    about: "১৯৯৮ সাল থেকে খামার, বাগান ও ফলবাগানের জন্য বগুড়ায় আমাদের কারখানায় হাতে তৈরি কৃষি যন্ত্রপাতি।",
    explore: "ঘুরে দেখুন",
    navigation: "ফুটার",
    visit: "আসুন বা ফোন করুন",
    copyright: "কপিরাইট © {0} AgroForge। সর্বস্বত্ব সংরক্ষিত।",
  },
} satisfies { navigationTexts: Bangla<typeof navigationTexts>; footerTexts: Bangla<typeof footerTexts> };
