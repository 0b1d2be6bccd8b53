import type { Bangla } from "../../i18n";
import { FIRST_BOOK_YEAR, LAST_BOOK_YEAR, localDigits } from "../../constants";
import {
  DISCOUNT_CODE_MAX_LENGTH,
  DISCOUNT_CODE_MIN_LENGTH,
  type discountKindLabels,
  type discountLabels,
  type discountMessages,
  type discountStateLabels,
  type discountTexts,
} from "../../discount-texts";

/** A number of the English words' own (a length, a year), in Bengali digits. */
const n = (value: number) => localDigits(String(value), "bn");

export default {
  discountKindLabels: {
    percent: "শতাংশ ছাড়",
    fixed: "নির্দিষ্ট পরিমাণ ছাড়",
  },
  discountLabels: {
    code: "কোড",
    codeHint: `অক্ষর, অঙ্ক, - ও _, ${n(DISCOUNT_CODE_MIN_LENGTH)} থেকে ${n(DISCOUNT_CODE_MAX_LENGTH)} অক্ষর; ক্রেতা ছোট বা বড় হাতের যেকোনো অক্ষরে লিখতে পারেন`,
    kind: "ধরন",
    percent: "শতাংশ ছাড় (%)",
    amount: "ছাড়ের পরিমাণ",
    minOrder: "ন্যূনতম অর্ডার",
    minOrderHint: "কোড প্রয়োগের আগে যন্ত্রগুলোর মূল্য; ০ বা খালি: কোনো ন্যূনতম নেই",
    startsOn: "যে তারিখ থেকে কার্যকর",
    endsOn: "যে তারিখ পর্যন্ত কার্যকর",
    datesHint: "দুই দিনই অন্তর্ভুক্ত (UTC); খালি: কোনো সীমা নেই",
    maxUses: "মোট ব্যবহার",
    maxUsesPerCustomer: "প্রতি গ্রাহকের ব্যবহার",
    limitHint: "খালি: কোনো সীমা নেই",
    toolIds: "যন্ত্রপাতি",
    categoryIds: "ক্যাটাগরি",
    toolSearch: "যন্ত্র খুঁজুন",
    toolSearchHint: "যন্ত্রের নামের অংশ লিখুন, তারপর সেটি যোগ করুন",
    scopeHint: "কোনো ক্যাটাগরি বা যন্ত্র বাছাই না করলে: কোডটি সব যন্ত্রে প্রযোজ্য",
    active: "সক্রিয়",
    activeHint: "বন্ধ: ক্রেতারা কোডটি ব্যবহার করতে পারবেন না; আগের ব্যবহারগুলো থেকে যায়",
  },
  discountTexts: {
    heading: "ছাড়ের কোড",
    intro:
      "ক্রেতারা চেকআউটে যে কোড লেখেন। ছাড়টি যেসব যন্ত্রে প্রযোজ্য সেগুলো থেকে কাটা হয়, ডেলিভারি ও করের আগে। অর্ডারের টাকা পরিশোধ হলে তবেই একটি ব্যবহার গোনা হয়; তার আগে অপরিশোধিত অর্ডারটি ব্যবহারটি ধরে রাখে (সীমার হিসাবেও), যতক্ষণ না সেটি পরিশোধিত, বাতিল বা মেয়াদোত্তীর্ণ হয়; আর একজন গ্রাহক একটি সীমিত কোডের একবারে একটিই অপরিশোধিত ব্যবহার ধরে রাখতে পারেন।",
    addCode: "কোড যোগ করুন",
    editCode: "কোড সম্পাদনা",
    saveCode: "কোড সংরক্ষণ করুন",
    deleteCode: "কোড মুছুন",
    loading: "ছাড়ের কোড লোড হচ্ছে",
    loadError: "ছাড়ের কোডগুলো লোড করা গেল না।",
    none: "এখনো কোনো ছাড়ের কোড নেই।",
    tableLabel: "ছাড়ের কোড",
    columns: { code: "কোড", value: "মান", minimum: "ন্যূনতম", dates: "তারিখ", uses: "ব্যবহার", scope: "যেখানে প্রযোজ্য", state: "অবস্থা", actions: "কাজ" },
    everyTool: "সব যন্ত্র",
    noMinimum: "নেই",
    always: "সবসময়",
    from: "{0} থেকে",
    until: "{0} পর্যন্ত",
    unlimited: "কোনো সীমা নেই",
    paidUses: "{0} টি পরিশোধিত / {1}",
    heldUses: "{0} টি অপরিশোধিত অর্ডারে আটকে আছে",
    perCustomer: "প্রতি গ্রাহক {0} বার",
    off: "{0} ছাড়",
    noToolsFound: "কোনো যন্ত্র মেলেনি।",
    searching: "যন্ত্র খোঁজা হচ্ছে",
    searchError: "যন্ত্রগুলো খোঁজা গেল না।",
    addTool: "{0} যোগ করুন",
    removeTool: "{0} সরান",
    noCategories: "এখনো কোনো ক্যাটাগরি নেই।",
  },
  discountMessages: {
    added: "ছাড়ের কোড যোগ করা হয়েছে",
    saved: "ছাড়ের কোড সংরক্ষণ করা হয়েছে",
    deleted: "ছাড়ের কোড মুছে ফেলা হয়েছে",
    confirmDelete: "{0} ছাড়ের কোডটি মুছে ফেলা হবে।",
    duplicate: "{0} ছাড়ের কোড আগেই আছে",
    inUse: "{0} কোডটি {1} টি অর্ডারে ব্যবহার হয়েছে, তাই হিসাবের জন্য এটি রেখে দেওয়া হয়েছে: বন্ধ করতে সক্রিয় থেকে টিক তুলে দিন",
    codeFormat: `কোড হয় ${n(DISCOUNT_CODE_MIN_LENGTH)} থেকে ${n(DISCOUNT_CODE_MAX_LENGTH)} টি অক্ষর, অঙ্ক, - বা _ দিয়ে`,
    kindRequired: "ছাড়ের ধরন বেছে নিন",
    dateInvalid: "{0} একটি তারিখ হতে হবে (YYYY-MM-DD)",
    dateOutOfRange: `{0} ${n(FIRST_BOOK_YEAR)} থেকে ${n(LAST_BOOK_YEAR)} সালের মধ্যের একটি দিন হতে হবে`,
    endsBeforeStart: "যে তারিখ পর্যন্ত কার্যকর, তা যে তারিখ থেকে কার্যকর তার আগে হতে পারবে না",
    unknownTools: "বাছাই করা কিছু যন্ত্র আর নেই",
    unknownCategories: "বাছাই করা কিছু ক্যাটাগরি আর নেই",
    unknown: "এই কোডটি বৈধ নয়",
    perCustomer: "আপনি এই কোডটি আগেই ব্যবহার করেছেন",
    heldAlready: "এই কোড দিয়ে আপনার একটি অপরিশোধিত অর্ডার আছে: কোডটি আবার ব্যবহারের আগে সেটির টাকা পরিশোধ করুন বা সেটি বাতিল করুন",
    minimum: "এই কোড ব্যবহার করতে অন্তত {0}-এর অর্ডার লাগবে",
    notApplicable: "এই কোড এই যন্ত্রগুলোতে প্রযোজ্য নয়",
  },
  discountStateLabels: {
    active: "সক্রিয়",
    not_started: "শুরু হয়নি",
    ended: "শেষ হয়েছে",
    used_up: "ব্যবহার শেষ",
    off: "বন্ধ",
  },
} satisfies {
  discountKindLabels: Bangla<typeof discountKindLabels>;
  discountLabels: Bangla<typeof discountLabels>;
  discountTexts: Bangla<typeof discountTexts>;
  discountMessages: Bangla<typeof discountMessages>;
  discountStateLabels: Bangla<typeof discountStateLabels>;
};
