import type { Bangla } from "../../i18n";
import type { toolCodeHints, toolFormLabels, toolProblemMessages } from "../../tools";

export default {
  toolFormLabels: {
    img: "পণ্যের ছবির URL",
    name: "পণ্যের নাম",
    description: "বিবরণ",
    minimumOrderQuantity: "ন্যূনতম অর্ডার পরিমাণ",
    availableQuantity: "স্টকের পরিমাণ",
    price: "দাম",
    categoryId: "ক্যাটাগরি",
    sku: "SKU",
    weight: "শিপিং ওজন (কেজি)",
    taxClass: "করের শ্রেণি",
    sdRate: "সম্পূরক শুল্ক (%)",
  },
  toolCodeHints: {
    skuNew: "ইংরেজি অক্ষর, অঙ্ক এবং - . _ /; খালি রাখলে একটি তৈরি করে দেওয়া হবে",
    weightNew: "প্যাক করা এক ইউনিটের ওজন; খালি রাখলে ১ কেজি",
    sku: "ইংরেজি অক্ষর, অঙ্ক এবং - . _ /",
    weight: "প্যাক করা এক ইউনিটের ওজন",
  },
  toolProblemMessages: {
    smallestOrderAtMost: "সবচেয়ে ছোট অর্ডার (ন্যূনতম অর্ডার পরিমাণ × দাম) সর্বোচ্চ {0} হতে পারে",
  },
} satisfies { toolFormLabels: Bangla<typeof toolFormLabels>; toolCodeHints: Bangla<typeof toolCodeHints>; toolProblemMessages: Bangla<typeof toolProblemMessages> };
