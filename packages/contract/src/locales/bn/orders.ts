import type { Bangla } from "../../i18n";
import type { orderOfficeMessages, shipmentLabels } from "../../office-orders-texts";

export default {
  shipmentLabels: { carrier: "কুরিয়ার", trackingNumber: "ট্র্যাকিং নম্বর" },
  orderOfficeMessages: {
    shipConfirm: "এই অর্ডারটি পাঠানো হয়েছে বলে চিহ্নিত করবেন?",
    refundConfirm: "এই অর্ডারটি বাতিল করে পরিশোধিত টাকা ফেরত দেবেন?",
    refunded: "অর্ডার বাতিল করে টাকা ফেরত দেওয়া হয়েছে",
    paidNoDelete: "পরিশোধিত অর্ডার মুছে ফেলা যায় না; টাকা ফেরত দিয়ে সেটি বাতিল করা হয়",
    cancel: "অর্ডার বাতিল করুন",
    cancelConfirm: "বাকিতে নেওয়া এই অর্ডারটি বাতিল করবেন?",
    cancelNotInvoiced: "এটি এখনও পাঠানো হয়নি, তাই চালানও হয়নি: কোনো ক্রেডিট নোট দেওয়া হবে না, এবং এর স্টক আবার বিক্রির জন্য ফিরে যাবে।",
    cancelled: "অর্ডার বাতিল করা হয়েছে",
  },
} satisfies { shipmentLabels: Bangla<typeof shipmentLabels>; orderOfficeMessages: Bangla<typeof orderOfficeMessages> };
