import type { Bangla } from "../../i18n";
import type { cashAndDepositMessages, depositLabels, paymentMethodLabels, paymentProviderNames } from "../../cash-and-deposit-texts";

export default {
  depositLabels: { amount: "টাকার পরিমাণ", receivedOn: "প্রাপ্তির তারিখ", reference: "ব্যাংক রেফারেন্স" },
  paymentMethodLabels: {
    card: "কার্ড",
    bkash: "bKash",
    sslcommerz: "SSLCommerz (কার্ড, Nagad, Rocket, ইন্টারনেট ব্যাংকিং)",
    cod: "ক্যাশ অন ডেলিভারি",
    bank_deposit: "ব্যাংকে জমা",
  },
  paymentProviderNames: { test: "পরীক্ষামূলক", stripe: "Stripe" },
  cashAndDepositMessages: {
    notOffered: "এই অর্ডারে {0} দিয়ে পরিশোধের সুযোগ নেই",
    codOverMax: "ক্যাশ অন ডেলিভারি শুধু {0} পর্যন্ত মূল্যের অর্ডারের জন্য",
    codNotVerified: "ক্যাশ অন ডেলিভারি শুধু যাচাই করা ইমেইল ঠিকানা আছে এমন ক্রেতাদের জন্য",
    codZone: "এই অর্ডার যেখানে যাবে সেখানে ক্যাশ অন ডেলিভারির সুযোগ নেই",
    codCurrency: "ক্যাশ অন ডেলিভারিতে শুধু টাকায় (BDT) করা অর্ডার নেওয়া হয়",
    cashNotDue: "এই অর্ডারটি ক্যাশ অন ডেলিভারির টাকার অপেক্ষায় নেই",
    cashAmount: "সংগ্রহ করা নগদ টাকা অর্ডারের পাওনার সমান হতে হবে: {0}",
    notCod: "শুধু ক্যাশ অন ডেলিভারির অর্ডারই দরজা থেকে ফেরত আসতে পারে",
    returnedAfterPaid: "এই অর্ডারের নগদ টাকা পাওয়া গেছে: তার বদলে টাকা ফেরত দিন",
    depositNotDue: "এই অর্ডারটি ব্যাংকে জমার অপেক্ষায় নেই",
    depositAmount: "জমার পরিমাণ অর্ডারের পাওনার সমান হতে হবে: {0}",
    depositExpired: "এই অর্ডারের সময়সীমা পেরিয়ে গেছে এবং এর স্টক আবার বিক্রির জন্য ফিরে গেছে; জমা দেওয়া টাকা ফেরত দিতে হবে",
    codPlaced: "অর্ডার নিশ্চিত হয়েছে: ক্যাশ অন ডেলিভারি",
    codConfirmed: "ক্যাশ অন ডেলিভারি: পণ্য পৌঁছালে ডেলিভারিকর্মীকে টাকা দিন।",
    depositInstructions: "টাকাটি ব্যাংকে এই অ্যাকাউন্টে জমা দিন, এবং জমার স্লিপে রেফারেন্সটি লিখুন।",
    cashReceived: "নগদ টাকা পাওয়া গেছে",
    cashReceivedConfirm: "ডেলিভারির সময় সংগ্রহ করা নগদ টাকা নথিভুক্ত করবেন?",
    returned: "ফেরত এসেছে",
    returnedConfirm: "ক্রেতা কি দরজায় এই অর্ডারটি নিতে অস্বীকার করেছেন?",
    returnedDetail: "এর স্টক আবার বিক্রির জন্য ফিরে যাবে এবং অর্ডারটি বন্ধ হবে; পাঠানোর সময় চালান দেওয়া হয়ে থাকলে তার বিপরীতে ক্রেডিট নোট দেওয়া হবে।",
    recordDeposit: "জমা নথিভুক্ত করুন",
    recordDepositConfirm: "এই অর্ডারের জন্য একটি ব্যাংক জমা নথিভুক্ত করবেন?",
  },
} satisfies {
  depositLabels: Bangla<typeof depositLabels>;
  paymentMethodLabels: Bangla<typeof paymentMethodLabels>;
  paymentProviderNames: Bangla<typeof paymentProviderNames>;
  cashAndDepositMessages: Bangla<typeof cashAndDepositMessages>;
};
