/**
 * bKash's documented error codes (tokenized checkout), with the message in English as bKash
 * writes it and in Bangla (our translation, for the buyer's page and emails in Bangla).
 * A code not listed falls back to bKash's own statusMessage, or a general message.
 */
export const BKASH_ERRORS: Readonly<Record<string, { en: string; bn: string }>> = {
  "2001": { en: "Invalid App Key", bn: "অ্যাপ কী সঠিক নয়" },
  "2002": { en: "Invalid Payment ID", bn: "পেমেন্ট আইডি সঠিক নয়" },
  "2003": { en: "Process failed", bn: "প্রক্রিয়াটি ব্যর্থ হয়েছে" },
  "2004": { en: "Invalid firstPaymentDate", bn: "প্রথম পেমেন্টের তারিখ সঠিক নয়" },
  "2005": { en: "Invalid frequency", bn: "পেমেন্টের পুনরাবৃত্তি সঠিক নয়" },
  "2006": { en: "Invalid amount", bn: "টাকার পরিমাণ সঠিক নয়" },
  "2007": { en: "Invalid currency", bn: "মুদ্রা সঠিক নয়" },
  "2008": { en: "Invalid intent", bn: "পেমেন্টের ধরন সঠিক নয়" },
  "2009": { en: "Invalid Wallet", bn: "ওয়ালেট সঠিক নয়" },
  "2010": { en: "Invalid OTP", bn: "ওটিপি সঠিক নয়" },
  "2011": { en: "Invalid PIN", bn: "পিন সঠিক নয়" },
  "2012": { en: "Invalid Receiver MSISDN", bn: "প্রাপকের মোবাইল নম্বর সঠিক নয়" },
  "2013": { en: "Resend Limit Exceeded", bn: "আবার পাঠানোর সীমা পেরিয়ে গেছে" },
  "2014": { en: "Wrong PIN", bn: "ভুল পিন" },
  "2015": { en: "Wrong PIN count exceeded", bn: "ভুল পিন দেওয়ার সীমা পেরিয়ে গেছে" },
  "2016": { en: "Wrong verification code", bn: "ভুল যাচাই কোড" },
  "2017": { en: "Wrong verification limit exceeded", bn: "ভুল যাচাই কোড দেওয়ার সীমা পেরিয়ে গেছে" },
  "2018": { en: "OTP verification time expired", bn: "ওটিপি যাচাইয়ের সময় শেষ" },
  "2019": { en: "PIN verification time expired", bn: "পিন যাচাইয়ের সময় শেষ" },
  "2020": { en: "Exception Occurred", bn: "একটি সমস্যা হয়েছে" },
  "2021": { en: "Invalid Mandate ID", bn: "ম্যান্ডেট আইডি সঠিক নয়" },
  "2022": { en: "The mandate does not exist", bn: "ম্যান্ডেটটি নেই" },
  "2023": { en: "Insufficient Balance", bn: "পর্যাপ্ত ব্যালেন্স নেই" },
  "2024": { en: "Exception occurred", bn: "একটি সমস্যা হয়েছে" },
  "2025": { en: "Invalid request body", bn: "অনুরোধটি সঠিক নয়" },
  "2026": { en: "The reversal amount cannot be greater than the original transaction amount", bn: "ফেরতের পরিমাণ মূল লেনদেনের চেয়ে বেশি হতে পারে না" },
  "2028": { en: "Reverse failed because the transaction serial number does not exist", bn: "লেনদেনটি পাওয়া যায়নি, তাই ফেরত দেওয়া যায়নি" },
  "2029": { en: "Duplicate for all transactions", bn: "একই লেনদেন আগেই হয়েছে" },
  "2031": { en: "Invalid merchant invoice number", bn: "মার্চেন্ট ইনভয়েস নম্বর সঠিক নয়" },
  "2033": { en: "Transaction not found", bn: "লেনদেনটি পাওয়া যায়নি" },
  "2034": { en: "The transaction cannot be reversed because the original transaction has been reversed", bn: "মূল লেনদেনটি আগেই ফেরত দেওয়া হয়েছে" },
  "2043": { en: "The security credential of the subscriber is incorrect", bn: "গ্রাহকের নিরাপত্তা তথ্য সঠিক নয়" },
  "2048": { en: "Invalid Payer Reference", bn: "পেয়ার রেফারেন্স সঠিক নয়" },
  "2049": { en: "Invalid Merchant Callback URL", bn: "মার্চেন্টের কলব্যাক ঠিকানা সঠিক নয়" },
  "2056": { en: "Invalid Payment State", bn: "পেমেন্টটি এই অবস্থায় সম্ভব নয়" },
  "2057": { en: "Not a bKash Wallet", bn: "এটি বিকাশ ওয়ালেট নয়" },
  "2058": { en: "Not a Customer Wallet", bn: "এটি গ্রাহকের ওয়ালেট নয়" },
  "2060": { en: "Payment execution pre-requisite hasn't been met", bn: "পেমেন্ট সম্পন্ন করার শর্ত পূরণ হয়নি" },
  "2062": { en: "The payment has already been completed", bn: "পেমেন্টটি আগেই সম্পন্ন হয়েছে" },
  "2063": { en: "Mode is not valid as per request data", bn: "অনুরোধের সাথে মোড মেলে না" },
  "2065": { en: "Mandatory field missing", bn: "প্রয়োজনীয় তথ্য দেওয়া হয়নি" },
  "2068": { en: "Transaction has already been completed", bn: "লেনদেনটি আগেই সম্পন্ন হয়েছে" },
  "2069": { en: "Transaction has already been cancelled", bn: "লেনদেনটি আগেই বাতিল হয়েছে" },
  "503": { en: "System is undergoing maintenance. Please try again later", bn: "সিস্টেমের রক্ষণাবেক্ষণ চলছে। কিছুক্ষণ পরে আবার চেষ্টা করুন" },
};

const UNKNOWN = { en: "bKash could not complete the request", bn: "বিকাশ অনুরোধটি সম্পন্ন করতে পারেনি" };

/** The message of a code, in both languages (bKash's own English when we do not know the code). */
export function bkashMessage(code: string, statusMessage?: string): { en: string; bn: string } {
  return BKASH_ERRORS[code] ?? { en: statusMessage?.trim() || UNKNOWN.en, bn: UNKNOWN.bn };
}

/** Codes worth asking again later: bKash's maintenance and its general exceptions. */
export const BKASH_RETRYABLE = new Set(["503", "2020", "2024"]);
