import type { Bangla } from "../../i18n";
import type { blogsPageTexts, contactPageTexts, newsletterTexts, notFoundPageTexts, portfolioPageTexts, sharedUiTexts } from "../../public-page-texts";

export default {
  contactPageTexts: {
    title: "যোগাযোগ · AgroForge",
    description: "AgroForge অফিসে লিখুন: অর্ডার, বড় পরিমাণের কোটেশন এবং আমাদের যন্ত্রপাতি নিয়ে প্রশ্ন।",
    heading: "যোগাযোগ করুন",
    loading: "আমাদের ঠিকানা লোড হচ্ছে",
    error: "আমরা আমাদের ঠিকানা লোড করতে পারিনি।",
    vatId: "বিআইএন (BIN): {0}",
    formHeading: "আমাদের অফিসে লিখুন",
    send: "বার্তা পাঠান",
  },
  blogsPageTexts: {
    title: "ব্লগ · AgroForge",
    description: "দোকানটি তৈরি ও এর ওয়েব প্রযুক্তি নিয়ে AgroForge দলের প্রশ্ন ও উত্তর।",
    eyebrow: "ডেভেলপারের কাছ থেকে",
    heading: "ব্লগ",
    lead: "React ও JavaScript নিয়ে প্রশ্ন ও উত্তর। উত্তর পড়তে একটি প্রশ্ন বেছে নিন।",
    questions: {
      "react-performance": "একটি React অ্যাপ্লিকেশনের পারফরম্যান্স কীভাবে বাড়ানো যায়?",
      "state-management": "একটি React অ্যাপ্লিকেশনে স্টেট পরিচালনার বিভিন্ন উপায় কী কী?",
      "prototypal-inheritance": "প্রোটোটাইপাল ইনহেরিটেন্স কীভাবে কাজ করে?",
      "why-not-set-state-directly": "React-এ কেন সরাসরি স্টেট সেট করা উচিত নয়?",
      "unit-tests": "ইউনিট টেস্ট কী, এবং কেন আমাদের ইউনিট টেস্ট লেখা উচিত?",
    },
  },
  portfolioPageTexts: {
    title: "রহিম উদ্দিন · পোর্টফোলিও",
    description: "AgroForge দোকানের পেছনের ডেভেলপারের পোর্টফোলিও: দক্ষতা, শিক্ষা ও প্রকল্প।",
    eyebrow: "আমার পোর্টফোলিও",
    name: "রহিম উদ্দিন",
    role: "ফুল-স্ট্যাক JavaScript ডেভেলপার",
    intro:
      "আমি React ও Node.js দিয়ে দ্রুত ও সবার ব্যবহারযোগ্য ওয়েব অ্যাপ্লিকেশন তৈরি করি, বিশেষ করে এমন সফটওয়্যার যা কৃষক ও ছোট ব্যবসার কাজে লাগে। পরিষ্কার কোড, সৎ ত্রুটি-বার্তা এবং গ্রাহকের আগেই সমস্যা ধরে ফেলা টেস্ট আমার কাছে গুরুত্বপূর্ণ।",
    emailMe: "আমাকে ইমেইল করুন",
    seeProjects: "আমার প্রকল্পগুলো দেখুন",
    avatar: "রহিম উদ্দিনের অবতার",
    skills: "দক্ষতা",
    skillGroups: { frontend: "ফ্রন্টএন্ড", backend: "ব্যাকএন্ড", tools: "টুলস ও অনুশীলন" },
    education: "শিক্ষা",
    schools: [
      {
        degree: "কম্পিউটার সায়েন্স অ্যান্ড ইঞ্জিনিয়ারিংয়ে বিএসসি",
        school: "রাজশাহী প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয়",
        period: "২০১৯ – ২০২৩",
        detail: "সিজিপিএ ৩.৬৮ / ৪.০০। শেষ বর্ষের প্রকল্প: ক্ষুদ্র কৃষকদের জন্য ইন্টারনেট ছাড়াও চলা একটি ফসলের ডায়েরি।",
      },
      {
        degree: "উচ্চ মাধ্যমিক সার্টিফিকেট (বিজ্ঞান)",
        school: "সরকারি আজিজুল হক কলেজ, বগুড়া",
        period: "২০১৬ – ২০১৮",
        detail: "জিপিএ ৫.০০ / ৫.০০।",
      },
    ],
    projects: "প্রকল্প",
    projectList: [
      {
        name: "AgroForge দোকান",
        description:
          "এই সাইট: একটি কৃষি যন্ত্রপাতি প্রস্তুতকারকের দোকান, যাতে আছে যন্ত্রপাতির ক্যাটালগ, নিরাপদ সাইন-ইন, অর্ডার, কার্ডে পেমেন্ট, রিভিউ এবং একটি অ্যাডমিন অংশ।",
      },
      {
        name: "FieldLog",
        description: "একটি ইনস্টলযোগ্য ওয়েব অ্যাপ, যেখানে কৃষকেরা প্রতিটি জমির বীজ বোনা, স্প্রে ও ফসল তোলার তারিখ লেখেন; সংযোগ ছাড়াও চলে এবং অনলাইনে ফিরলে মিলিয়ে নেয়।",
      },
      {
        name: "Haat Price Board",
        description: "স্থানীয় হাটের চাল, পাট ও সবজির দৈনিক পাইকারি দাম, চার্টসহ, আর কোনো দাম নির্দিষ্ট সীমা পেরোলে এসএমএস সতর্কবার্তা।",
      },
      {
        name: "ClinicQ",
        description: "গ্রামের একটি ক্লিনিকের সিরিয়াল ও অ্যাপয়েন্টমেন্ট ব্যবস্থা: রোগীরা এসএমএসে নম্বর নেন এবং অপেক্ষাকক্ষের পর্দায় চলতি সিরিয়াল দেখেন।",
      },
    ],
    builtWith: "যা দিয়ে তৈরি",
    together: "চলুন একসঙ্গে কাজ করি",
    open: "পূর্ণকালীন চাকরি ও ফ্রিল্যান্স প্রকল্পের জন্য আগ্রহী। সাধারণত এক কর্মদিবসের মধ্যে উত্তর দিই।",
    where: "বগুড়া, বাংলাদেশ · দূর থেকে কাজে আগ্রহী",
  },
  newsletterTexts: {
    heading: "নিউজলেটার",
    label: "আমাদের নিউজলেটারে সাবস্ক্রাইব করুন",
    subscribe: "সাবস্ক্রাইব",
    confirmTitle: "আপনার সাবস্ক্রিপশন নিশ্চিত করুন",
    unsubscribeTitle: "সাবস্ক্রিপশন বাতিল",
    pageTitle: "{0} · AgroForge",
    wait: "একটু অপেক্ষা করুন",
    backToShop: "দোকানে ফিরে যান",
    subscribers: "সাবস্ক্রাইবার",
    subscribersLead: "যে ঠিকানাগুলো ইমেইলে পাঠানো লিংকে নিউজলেটার সাবস্ক্রিপশন নিশ্চিত করেছে। নিশ্চিত না করা ঠিকানা এক্সপোর্ট হয় না।",
    exportCsv: "CSV এক্সপোর্ট করুন",
  },
  notFoundPageTexts: {
    title: "৪০৪ · AgroForge",
    home: "হোমপেজে ফিরে যান",
    tools: "যন্ত্রপাতি দেখুন",
  },
  sharedUiTexts: {
    loading: "লোড হচ্ছে",
    retry: "আবার চেষ্টা করুন",
    logInAgain: "আবার লগইন করুন",
    pages: "{0}-এর পাতা",
    range: "{2}টির মধ্যে {0}–{1}",
    previous: "আগের",
    next: "পরের",
    page: "{1} পাতার মধ্যে {0} নম্বর পাতা",
  },
} satisfies {
  contactPageTexts: Bangla<typeof contactPageTexts>;
  blogsPageTexts: Bangla<typeof blogsPageTexts>;
  portfolioPageTexts: Bangla<typeof portfolioPageTexts>;
  newsletterTexts: Bangla<typeof newsletterTexts>;
  notFoundPageTexts: Bangla<typeof notFoundPageTexts>;
  sharedUiTexts: Bangla<typeof sharedUiTexts>;
};
