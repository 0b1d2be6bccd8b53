/**
 * Demo catalogue and reviews written by SEED_DEMO into an empty database.
 * Quantities are wholesale units (dealers and farms buy by the pallet); prices are unit prices in cents.
 * Every img points at an SVG shipped in apps/web/public/images.
 *
 * Issue 37 item 3: the demo seller is a manufacturer in Dhaka, so a shop in taka (SHOP_CURRENCY=BDT,
 * as .env.example sets it) is seeded with the `taka` prices: a manufacturer's wholesale prices
 * for these tools in Bangladesh (2026), a little under what a farm-supply store sells them for
 * (a hoe about ৳500 in the shop, ৳420 from the works). Any other currency keeps the dollar-like
 * `priceCents`, so a shop in USD or EUR reads sensible numbers too.
 */

/** A tool's price list in one currency, in cents (poisha for taka). */
export interface SeedPrices {
  priceCents: number;
  priceBreaks?: { minQuantity: number; priceCents: number }[];
}

export interface SeedTool {
  name: string;
  description: string;
  /** Issue 38: its Bangla name and description (decision 057), as a Bangladeshi shop would list it. */
  nameBn: string;
  descriptionBn: string;
  img: string;
  minimumOrderQuantity: number;
  availableQuantity: number;
  priceCents: number;
  category: SeedCategory;
  /** Issue 12: sold in multiples of this (the minimum is one of them). */
  packSize?: number;
  /** Issue 12: volume prices, lowest quantity first, below the list price. */
  priceBreaks?: { minQuantity: number; priceCents: number }[];
  /** Issue 21: the stock-keeping unit (upper-case, unique), as printed on the crate. */
  sku: string;
  /** Issue 21: the shipping weight of one unit, packed, in grams. */
  weightGrams: number;
  /** Issue 37: the prices of a shop in taka (SHOP_CURRENCY=BDT), breaks at the same quantities. */
  taka: SeedPrices;
}

/** The demo categories, in the order they are listed. */
export const seedCategories = ["Hand Tools", "Cutting & Pruning", "Carts & Hauling", "Watering"] as const;
export type SeedCategory = (typeof seedCategories)[number];
/** Issue 38: the categories' Bangla names. */
export const seedCategoryNamesBn: Record<SeedCategory, string> = { "Hand Tools": "হাতের যন্ত্র", "Cutting & Pruning": "কাটা ও ছাঁটাই", "Carts & Hauling": "গাড়ি ও বহন", Watering: "সেচ ও জল দেওয়া" };

export interface SeedReview {
  name: string;
  img: string;
  description: string;
  ratings: number;
}

export const seedTools: readonly SeedTool[] = [
  {
    name: "Pitchfork",
    nameBn: "পিচফর্ক (চার-কাঁটার কাঁটা)",
    descriptionBn: "খড় ও গোবর তোলার চার-কাঁটার কাঁটা, তাপে শক্ত করা কার্বন ইস্পাত থেকে পেটাই করে তৈরি। পূর্ণ ভারেও কাঁটাগুলো স্প্রিংয়ের মতো ফিরে আসে; ১৩৫ সেমি শুকানো অ্যাশ কাঠের হাতল রিভেট করা ইস্পাতের আংটায় আঁটা।",
    sku: "AF-PFK-135",
    weightGrams: 2150,
    description:
      "Four-tine hay and manure fork, drop-forged from heat-treated carbon steel. The tines are tempered to spring back under a full load, and the 135 cm kiln-dried ash handle is fixed with a riveted steel ferrule.",
    img: "/images/tools/pitchfork.svg",
    minimumOrderQuantity: 100,
    availableQuantity: 1200,
    priceCents: 1450,
    category: "Hand Tools",
    taka: { priceCents: 650_00 },
  },
  {
    name: "Garden Hoe",
    nameBn: "বাগানের নিড়ানি",
    descriptionBn: "রাজহাঁস-গলা টানা নিড়ানি, ১৬ সেমি শক্ত কার্বন-ইস্পাতের ফলা, ধার দেওয়া ও সবুজ পাউডার কোটিং করা। ১৫০ সেমি অ্যাশ কাঠের হাতলে সারির মাঝে আগাছা তোলা আর শক্ত মাটি ভাঙা সহজ।",
    sku: "AF-HOE-150",
    weightGrams: 1380,
    description:
      "Swan-neck draw hoe with a 16 cm hardened carbon-steel blade, bevel-ground and finished in green powder coating. The 150 cm ash handle makes light work of weeding between rows and breaking crusted soil.",
    img: "/images/tools/garden-hoe.svg",
    minimumOrderQuantity: 150,
    availableQuantity: 1800,
    priceCents: 990,
    category: "Hand Tools",
    taka: { priceCents: 420_00 },
  },
  {
    name: "Spade",
    nameBn: "কোদাল",
    descriptionBn: "খননের কোদাল, ২৮ সেমি টেম্পার করা বোরন-ইস্পাতের ফলা, পা দিয়ে চাপ দেওয়ার জন্য গোটানো কিনারা। অ্যাশ কাঠের দণ্ড, দুই রিভেটের ইস্পাত সকেট আর মজবুত ডি-আকারের হাতল রোজকার ভারী খননের জন্য।",
    sku: "AF-SPD-280",
    weightGrams: 2400,
    description:
      "Digging spade with a 28 cm tempered boron-steel blade and rolled treads for boot pressure. An ash shaft, a double-riveted steel socket and a reinforced D-grip take heavy, everyday digging.",
    img: "/images/tools/spade.svg",
    minimumOrderQuantity: 200,
    availableQuantity: 2000,
    priceCents: 1275,
    category: "Hand Tools",
    taka: { priceCents: 560_00 },
  },
  {
    name: "Leaf Rake",
    nameBn: "পাতা আঁচড়া",
    descriptionBn: "১৫টি চ্যাপ্টা স্প্রিং-ইস্পাতের দাঁতের পাখা আঁচড়া, পাউডার কোটিং করা, ইস্পাতের আড়াআড়ি বন্ধনীতে আকার ধরে রাখে। বাগান ও উঠান থেকে পাতা, ঘাস আর আবর্জনা সরাতে হালকা ১৫০ সেমি অ্যাশ কাঠের হাতল।",
    sku: "AF-RKL-150",
    weightGrams: 950,
    description:
      "Fan rake with 15 flat spring-steel tines, powder coated and held in shape by a steel cross brace. A light 150 cm ash handle for clearing leaves, grass cuttings and litter from orchards and yards.",
    img: "/images/tools/leaf-rake.svg",
    minimumOrderQuantity: 120,
    availableQuantity: 950,
    priceCents: 850,
    category: "Hand Tools",
    taka: { priceCents: 340_00 },
  },
  {
    name: "Sickle",
    nameBn: "কাস্তে",
    descriptionBn: "অর্ধচন্দ্র আকারের কার্বন-ইস্পাতের ফলার হাতকাস্তে, ভেতরের ধারে শক্ত করে শান দেওয়া, ধান, ঘাস ও গোখাদ্য কাটার জন্য। ইস্পাতের আংটাসহ কুঁদে তৈরি বিচ কাঠের হাতল।",
    sku: "AF-SCK-300",
    weightGrams: 340,
    description:
      "Hand sickle with a crescent carbon-steel blade, hardened and sharpened along the inner edge for cutting grain, grass and fodder. Turned beech handle with a steel ferrule.",
    img: "/images/tools/sickle.svg",
    minimumOrderQuantity: 300,
    availableQuantity: 3000,
    priceCents: 450,
    category: "Cutting & Pruning",
    taka: { priceCents: 150_00 },
  },
  {
    name: "Pruning Shears",
    nameBn: "ডাল ছাঁটার কাঁচি",
    descriptionBn: "বাইপাস ছাঁটাই কাঁচি, শক্ত SK5 কার্বন-ইস্পাতের ফলা, বাঁকানো পাল্টা-ফলা আর ফেরত আসার স্প্রিং। পিছলে না যাওয়া প্লাস্টিকের খাপসহ পেটাই করা ইস্পাতের হাতল ২০ মিমি পর্যন্ত কাঁচা ডাল কাটে।",
    sku: "AF-PRS-020",
    weightGrams: 260,
    description:
      "Bypass pruning shears with a hardened SK5 carbon-steel blade, a hooked counter-blade and a coil return spring. Forged steel handles with non-slip PVC grips cut live wood up to 20 mm.",
    img: "/images/tools/pruning-shears.svg",
    minimumOrderQuantity: 250,
    availableQuantity: 1500,
    priceCents: 895,
    category: "Cutting & Pruning",
    taka: { priceCents: 480_00 },
  },
  {
    name: "Wheelbarrow",
    nameBn: "ঠেলাগাড়ি",
    descriptionBn: "খামারের ঠেলাগাড়ি, নলাকার ইস্পাতের ফ্রেমে ১০০ লিটারের পাউডার-কোটেড ইস্পাতের ট্রে, ১৫০ কেজি ভার বহনের উপযোগী। বল-বিয়ারিং হাবে ১৬ ইঞ্চির হাওয়া-ভরা টায়ার আর শক্ত কাঠের হাতলে ভারী বোঝাও ঠেলা সহজ।",
    sku: "AF-WBR-100",
    weightGrams: 17500,
    description:
      "Farm wheelbarrow with a 100 L powder-coated steel tray on a tubular steel frame, rated for 150 kg. A 16-inch pneumatic tyre on a ball-bearing hub and hardwood grips keep heavy loads easy to push.",
    img: "/images/tools/wheelbarrow.svg",
    minimumOrderQuantity: 120,
    availableQuantity: 600,
    priceCents: 8900,
    category: "Carts & Hauling",
    taka: {
      priceCents: 6_200_00,
      priceBreaks: [
        { minQuantity: 240, priceCents: 5_900_00 },
        { minQuantity: 480, priceCents: 5_600_00 },
      ],
    },
    // The demo's volume prices. No journey orders the Wheelbarrow: the break journey sets its
    // own breaks on the Leaf Rake and expects it to have none before.
    priceBreaks: [
      { minQuantity: 240, priceCents: 8400 },
      { minQuantity: 480, priceCents: 7900 },
    ],
  },
  {
    name: "Watering Can",
    nameBn: "ঝাঁঝরি",
    descriptionBn: "১০ লিটারের গ্যালভানাইজড ইস্পাতের ঝাঁঝরি, সবুজ পাউডার কোটিং, লম্বা নল আর খোলা যায় এমন পিতলের মুখ। ভরা বা আধা-ভরা, সমান করে ঢালার জন্য ওপরে ও পেছনে হাতল।",
    sku: "AF-WCN-010",
    weightGrams: 1650,
    description:
      "10-litre watering can in galvanised steel with a green powder-coated finish and a long spout with a removable brass rose. Top and rear handles for an even pour, full or half full.",
    img: "/images/tools/watering-can.svg",
    minimumOrderQuantity: 180,
    availableQuantity: 1100,
    priceCents: 1140,
    category: "Watering",
    taka: { priceCents: 720_00 },
    // The demo's pack size: crates of six.
    packSize: 6,
  },
];

/** The demo catalogue priced in `currency`: the taka prices for BDT, the others' as written. */
export function seedToolsIn(currency: string): SeedTool[] {
  if (currency !== "BDT") return [...seedTools];
  return seedTools.map(({ priceBreaks: _breaks, ...tool }) => ({ ...tool, priceCents: tool.taka.priceCents, ...(tool.taka.priceBreaks ? { priceBreaks: tool.taka.priceBreaks } : {}) }));
}

export const seedReviews: readonly SeedReview[] = [
  {
    name: "Harold Jensen, Jensen Family Farm",
    img: "/images/reviewers/reviewer-1.svg",
    description:
      "We ordered 150 pitchforks and 200 spades for the season. Forged tines, solid ash handles, and not a single return after a full summer of hay and manure work.",
    ratings: 5,
  },
  {
    name: "Clara Whitfield, Whitfield Orchards",
    img: "/images/reviewers/reviewer-2.svg",
    description:
      "The bypass shears held their edge through a whole winter of pruning. Delivery came a week later than quoted, but every carton arrived intact.",
    ratings: 4,
  },
  {
    name: "Marcus Reed, Reed Farm Supply",
    img: "/images/reviewers/reviewer-3.svg",
    description:
      "Good steel and the hoes sell well in our store. A minimum of 300 sickles is a lot for a small dealer, so we split the pallet with a neighbouring shop.",
    ratings: 3,
  },
  {
    name: "Elena Novak, Novak Agri Co-op",
    img: "/images/reviewers/reviewer-4.svg",
    description:
      "A dependable supplier for our twelve member farms: consistent quality from batch to batch, clear invoices, and wheelbarrows that survive contractors.",
    ratings: 5,
  },
];
