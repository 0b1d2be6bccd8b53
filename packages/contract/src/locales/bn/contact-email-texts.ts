import type { Bangla } from "../../i18n";
import type { contactEmailTexts, subscriptionEmailTexts } from "../../contact-email-texts";

export default {
  subscriptionEmailTexts: {
    subject: "{0}-এর নিউজলেটারে আপনার সাবস্ক্রিপশন নিশ্চিত করুন",
    greeting: "শুভেচ্ছা,",
    asked: "কেউ, সম্ভবত আপনি নিজেই, এই ঠিকানায় {0}-এর নিউজলেটার পেতে চেয়েছেন।",
    confirm: "নিশ্চিত করতে নিচের লিংকটি খুলুন। এটি আপনি না হলে এই ইমেইলটি উপেক্ষা করুন: নিশ্চিত না করলে আমরা আর লিখব না।",
    unsubscribe: "পরে মত বদলেছেন? এই লিংকে যেকোনো সময় সাবস্ক্রিপশন বাতিল করা যাবে: {0}",
    action: "আমার সাবস্ক্রিপশন নিশ্চিত করুন",
  },
  contactEmailTexts: {
    subject: "যোগাযোগ ফর্ম: {0} <{1}>",
    greeting: "{0}-এর যোগাযোগ পাতা থেকে একটি বার্তা:",
    from: "প্রেরক: {0} <{1}>",
    reply: "{0}-কে উত্তর দিন",
  },
} satisfies {
  subscriptionEmailTexts: Bangla<typeof subscriptionEmailTexts>;
  contactEmailTexts: Bangla<typeof contactEmailTexts>;
};
