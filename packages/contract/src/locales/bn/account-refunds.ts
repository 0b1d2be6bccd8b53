import type { Bangla } from "../../i18n";
import type { accountRefundEmailTexts, accountRefundLabels, accountRefundMessages, refundReferenceLabels, riskyPaymentLabels, statementRefundLabels } from "../../account-refunds";

export default {
  accountRefundLabels: {
    refund: "ফেরত দিন",
    heading: "এই পরিশোধ ফেরত দিন",
    intro: "টাকা যে পথে এসেছিল সেই পথেই ফেরত যায়। প্রথমে এই পরিশোধের সমন্বয় না করা টাকা থেকে, তারপর এটি যে চালানগুলো পরিশোধ করেছিল সেগুলো থেকে, সবচেয়ে সাম্প্রতিকটি আগে: সেই পরিমাণ টাকা চালানগুলোতে আবার বাকি হয়।",
    amount: "ফেরতের পরিমাণ",
    reason: "কারণ",
    reference: "যে ট্রান্সফারে টাকা ফেরত দেওয়া হয়েছে তার রেফারেন্স",
    left: "সর্বোচ্চ {0} ফেরত দেওয়া যায়",
    submit: "ফেরত দিন",
    cancel: "বাতিল",
    done: "{0} ফেরত দেওয়া হয়েছে",
    amountInvalid: "০.০১ থেকে {0}-এর মধ্যে একটি পরিমাণ লিখুন",
    reasonRequired: "ফেরতের কারণ লিখুন",
    refundOf: "{0} ফেরত দিন",
    refundedBy: {
      card: "কার্ডে ফেরত",
      transfer: "ব্যাংক ট্রান্সফারে ফেরত",
      bkash: "bKash অ্যাকাউন্টে ফেরত",
      sslcommerz: "SSLCommerz-এর মাধ্যমে ফেরত",
    },
  },
  accountRefundMessages: {
    notApplied: "শুধু কোম্পানির হিসাবে সমন্বয় করা পরিশোধই ফেরত দেওয়া যায়",
    beyondLeft: "এই পরিশোধের আর {0} ফেরত দেওয়া বাকি: এর বেশি ফেরত দেওয়া যায় না",
    referenceRequired: "যে ট্রান্সফারে টাকা ফেরত দেওয়া হয়েছে তার রেফারেন্স লিখুন",
    referenceUsed: "এই রেফারেন্সে এই পদ্ধতির একটি ফেরত আগেই লেখা আছে",
    providerGone: "এই দোকান এখন আর এভাবে পরিশোধ নেয় না: প্রোভাইডারের প্যানেল থেকে ফেরত দিন",
    refused: "পেমেন্ট প্রোভাইডার এই ফেরত প্রত্যাখ্যান করেছে: কোনো টাকা ফেরত যায়নি",
  },
  accountRefundEmailTexts: {
    subject: "{0} ফেরত — {1}",
    card: "কার্ডে আপনার {1} পরিশোধের মধ্যে {0} আমরা সেই কার্ডেই ফেরত দিয়েছি, যেটি দিয়ে পরিশোধ করা হয়েছিল।",
    transfer: "আপনার {1} ব্যাংক ট্রান্সফারের মধ্যে {0} আমরা ব্যাংক ট্রান্সফারে ফেরত দিয়েছি।",
    bkash: "bKash-এ আপনার {1} পরিশোধের মধ্যে {0} আমরা সেই bKash অ্যাকাউন্টেই ফেরত দিয়েছি, যেটি থেকে পরিশোধ করা হয়েছিল।",
    sslcommerz: "SSLCommerz-এ আপনার {1} পরিশোধের মধ্যে {0} আমরা যে পথে পরিশোধ হয়েছিল সেই পথেই ফেরত দিয়েছি।",
    reason: "কারণ: {0}",
    reference: "রেফারেন্স: {0}",
  },
  statementRefundLabels: {
    card: "যে কার্ডে পরিশোধ হয়েছিল সেখানে ফেরত",
    transfer: "ব্যাংক ট্রান্সফারে ফেরত",
    bkash: "যে bKash অ্যাকাউন্ট থেকে পরিশোধ হয়েছিল সেখানে ফেরত",
    sslcommerz: "SSLCommerz-এর মাধ্যমে ফেরত",
  },
  riskyPaymentLabels: {
    heading: "একটি ঝুঁকিপূর্ণ পরিশোধ আপনার সিদ্ধান্তের অপেক্ষায়",
    intro: "{0} {1} নিয়েছে (লেনদেন {2}), কিন্তু পরিশোধটিকে ঝুঁকিপূর্ণ চিহ্নিত করেছে। গেটওয়ের মার্চেন্ট প্যানেলে যাচাই করুন, তারপর গ্রহণ করুন (অর্ডার পরিশোধিত হবে ও চালান তৈরি হবে) অথবা প্রত্যাখ্যান করুন (টাকা পরিশোধকারীর কাছে ফেরত যাবে)।",
    accept: "পরিশোধ গ্রহণ করুন",
    refuse: "প্রত্যাখ্যান করে ফেরত দিন",
    confirmAccept: "এই পরিশোধ গ্রহণ করবেন? অর্ডারটি পরিশোধিত হবে ও চালান তৈরি হবে।",
    confirmRefuse: "এই পরিশোধ প্রত্যাখ্যান করবেন? টাকা গেটওয়ের মাধ্যমে পরিশোধকারীর কাছে ফেরত যাবে।",
    accepted: "পরিশোধ গ্রহণ করা হয়েছে: অর্ডারটি পরিশোধিত",
    refused: "পরিশোধ প্রত্যাখ্যান করা হয়েছে: টাকা ফেরত যাচ্ছে",
  },
  refundReferenceLabels: {
    reference: "রসিদ বা ট্রান্সফারের রেফারেন্স",
    hint: "এই অর্ডারের টাকা হাতে হাতে পরিশোধ হয়েছিল: হাতে হাতেই ফেরত দিন, আর রসিদ নম্বর বা ট্রান্সফারের রেফারেন্স লিখে রাখুন।",
    required: "রসিদ নম্বর বা ট্রান্সফারের রেফারেন্স লিখুন",
  },
} satisfies {
  accountRefundLabels: Bangla<typeof accountRefundLabels>;
  accountRefundMessages: Bangla<typeof accountRefundMessages>;
  accountRefundEmailTexts: Bangla<typeof accountRefundEmailTexts>;
  statementRefundLabels: Bangla<typeof statementRefundLabels>;
  riskyPaymentLabels: Bangla<typeof riskyPaymentLabels>;
  refundReferenceLabels: Bangla<typeof refundReferenceLabels>;
};
