import type { Bangla } from "../../i18n";
import type { registrationLabels, registrationMessages, sdRateLabels, taxClassLabels, taxMessages, vatCheckLabels } from "../../tax-texts";

// The English names a country by its name (countryName); the catalogue's arguments are the
// English function's, so the Bangla names it by its ISO code, which the shop keeps in Latin letters.
export default {
  registrationLabels: {
    heading: "কর নিবন্ধন",
    table: "নিবন্ধনসমূহ",
    intro: "দোকান যেখানে নিবন্ধিত, শুধু সেখানেই কর ধরা হয়। নিজ দেশ সবসময় তার একটি; অন্য যেসব দেশে, অথবা EU-র OSS বা IOSS পদ্ধতিতে, দোকানের VAT নম্বর আছে সেগুলো যোগ করুন।",
    home: "নিজ দেশ",
    kind: "নিবন্ধন",
    country: "দেশ",
    vatId: "VAT নম্বর",
    add: "নিবন্ধন যোগ করুন",
    remove: "নিবন্ধন সরান",
    kinds: { country: "একটি দেশ", oss: "EU ওয়ান-স্টপ শপ (OSS)", ioss: "EU ইমপোর্ট ওয়ান-স্টপ শপ (IOSS)" },
    none: "শুধু নিজ দেশে নিবন্ধিত: বিদেশে বিক্রি রপ্তানি, VAT-মুক্ত।",
    homeVatIdMissing: "নিজ দেশের কোনো VAT নম্বর দেওয়া নেই (SHOP_VAT_ID)",
    problemsHeading: "যা ঠিক করতে হবে",
    manualVat: "এই দোকানে VIES দিয়ে VAT ID যাচাই হয় না (VAT_LOOKUP_URL দেওয়া নেই): অফিস হাতে যাচাই করার পরেই কেবল ক্রেতার VAT ID করমুক্তি দেয়।",
    viesVat: "ক্রেতারা অর্ডার করার সময় তাঁদের VAT ID VIES দিয়ে যাচাই করা হয়।",
    added: "নিবন্ধন যোগ করা হয়েছে",
    removed: "নিবন্ধন সরানো হয়েছে",
    loading: "কর নিবন্ধন লোড হচ্ছে",
    error: "কর নিবন্ধনগুলো লোড করা গেল না।",
  },
  registrationMessages: {
    schemeHasNoCountry: "OSS ও IOSS পুরো EU জুড়ে: দেশ খালি রাখুন",
    duplicate: "দোকানের এই নিবন্ধন আগেই আছে",
    homeIsAlwaysRegistered: "নিজ দেশ সবসময় নিবন্ধিত",
    noRate: "{0}: দোকান সেখানে নিবন্ধিত, কিন্তু সেখানকার কোনো করের হার নেই",
    confirmRemove: "{0} নিবন্ধনটি সরানো হবে: পরের বিক্রিতে এমনভাবে কর ধরা হবে যেন দোকান সেখানে নিবন্ধিত নয়।",
    noReducedRate: "{0}: হ্রাসকৃত কর শ্রেণির একটি যন্ত্র সেখানে বিক্রি হয়, কিন্তু দেশটির কোনো হ্রাসকৃত হার নেই",
  },
  taxMessages: {
    cannotTax: "{0}-এর জন্য কর এখনো হিসাব করা যাচ্ছে না। অনুগ্রহ করে আমাদের কাছে কোটেশন চান, আমরা হাতে বিল করে দেব।",
    sellerVatIdMissing: "করের হার যোগ করার আগে দোকানের VAT নম্বর (SHOP_VAT_ID) দিন এবং রিস্টার্ট করুন: VAT ধরা প্রতিটি চালানে তা থাকতে হবে।",
  },
  vatCheckLabels: {
    checked: "VAT ID যাচাই করা হয়েছে",
    markChecked: "VAT ID যাচাই করা হয়েছে বলে চিহ্নিত করুন",
    unmark: "VAT ID যাচাই বাতিল করুন",
    notChecked: "যাচাই করা হয়নি",
    byVies: "VIES দিয়ে নিশ্চিত",
    byOffice: "অফিস যাচাই করেছে",
    heading: "ক্রেতাদের VAT ID",
    table: "ক্রেতারা",
    intro: "ক্রেতার VAT ID প্রমাণিত হলে তবেই একটি বিক্রি করমুক্ত হয়। VIES-এ (ec.europa.eu/taxation_customs/vies) বা ক্রেতার কর অফিসে যাচাই করুন, তারপর এখানে চিহ্নিত করুন; ID বদলালে আবার যাচাই করতে হবে।",
    buyer: "ক্রেতা",
    company: "কোম্পানি",
    vatId: "VAT ID",
    status: "যাচাই",
    checkedOn: "{0} তারিখে অফিস যাচাই করেছে",
    marked: "VAT ID যাচাই করা হয়েছে বলে চিহ্নিত",
    undone: "VAT ID যাচাই বাতিল করা হয়েছে",
    noVatIds: "এখনো কোনো ক্রেতার VAT ID নেই।",
    loading: "ক্রেতাদের VAT ID লোড হচ্ছে",
    error: "ক্রেতাদের VAT ID লোড করা গেল না।",
  },
  taxClassLabels: {
    field: "কর শ্রেণি",
    standard: "আদর্শ হার",
    reduced: "হ্রাসকৃত হার",
    zero: "শূন্য হার",
  },
  sdRateLabels: {
    field: "সম্পূরক শুল্ক (%)",
    hint: "শুধু বাংলাদেশে: দেশের ভেতরের বিক্রির মূল্যের ওপর ধরা হয়, আর মূসক ধরা হয় সম্পূরক শুল্কসহ মূল্যের ওপর; না থাকলে ০",
  },
} satisfies {
  registrationLabels: Bangla<typeof registrationLabels>;
  registrationMessages: Bangla<typeof registrationMessages>;
  taxMessages: Bangla<typeof taxMessages>;
  vatCheckLabels: Bangla<typeof vatCheckLabels>;
  taxClassLabels: Bangla<typeof taxClassLabels>;
  sdRateLabels: Bangla<typeof sdRateLabels>;
};
