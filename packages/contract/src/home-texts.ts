import { words } from "./i18n";

/* The home page's words (issue 38 moved them here from its sections). */

export const homePageTexts = words("homePageTexts", {
  title: "AgroForge · Agricultural tools, forged to last",
  description: "AgroForge: hand-forged agricultural tools for farms, orchards and gardens, sold direct from the manufacturer by the hundred.",
} as const);

export const homeBannerTexts = words("homeBannerTexts", {
  highlights: "Highlights",
  /** What screen readers call the banner and each of its slides (aria-roledescription). */
  carousel: "carousel",
  slide: "slide",
  /** A slide's name for screen readers: its place among the slides and its caption. */
  slideLabel: (position: number, count: number, caption: string) => `${position} of ${count}: ${caption}`,
  slides: [
    {
      alt: "Crop fields at sunrise",
      caption: "From seedbed to harvest",
      text: "Hoes, rakes and sickles sized for every crop and every season.",
    },
    {
      alt: "Red barn and tools against a green hillside",
      caption: "Built for the farmyard",
      text: "Spades, forks and barrows that take a daily beating, year after year.",
    },
    {
      alt: "Wheat harvest with a tractor at golden hour",
      caption: "Ready for harvest",
      text: "Sickles and forks at factory prices, shipped from our works within the week.",
    },
  ],
  since: "Since 1998 · Bogura, Bangladesh",
  heading: "Farm tools, forged to last a lifetime",
  lead: "AgroForge makes hand-finished hoes, spades, sickles and rakes for farmers, co-operatives and dealers.",
  browseTools: "Browse tools",
  aboutUs: "About us",
  previous: "Previous slide",
  next: "Next slide",
  goTo: (position: number) => `Go to slide ${position}`,
  play: "Play slideshow",
  pause: "Pause slideshow",
} as const);

export const homePopularTexts = words("homePopularTexts", {
  eyebrow: "Best sellers",
  title: "Popular Tools",
  lead: "The tools our customers reorder season after season.",
  seeAll: "See all tools",
} as const);

export const homeStatsTexts = words("homeStatsTexts", {
  eyebrow: "Trusted worldwide",
  heading: "Millions of acres worked with our tools",
  countries: "Countries",
  clients: "Happy Clients",
  projects: "Complete Projects",
  feedbacks: "Feedbacks",
} as const);

export const homeReviewsTexts = words("homeReviewsTexts", {
  eyebrow: "Reviews",
  title: "What our customers say",
  lead: "Farmers, growers and dealers on the tools they use every day.",
  loading: "Loading reviews",
  error: "We could not load the reviews.",
  none: "No reviews yet.",
} as const);

export const homeServicesTexts = words("homeServicesTexts", {
  eyebrow: "What we do",
  title: "Our Services",
  lead: "More than a catalogue: we make, supply and look after the tools that feed the country.",
  forging: "Precision Forging",
  forgingText:
    "Every blade is drop-forged from high-carbon steel, hardened, tempered and hand-sharpened in our own works, so it keeps its edge through the season.",
  bulk: "Bulk & Dealer Supply",
  bulkText: "Minimum-order pricing for co-operatives, NGOs and dealers, packed by the dozen and delivered nationwide within three to five working days.",
  repair: "Repair & Re-handling",
  repairText: "Send worn tools back to us for re-grinding, new seasoned-ash handles and a fresh protective finish, at a fraction of the price of new ones.",
} as const);

export const homeAboutTexts = words("homeAboutTexts", {
  imageAlt: "The forge workshop where our tools are made",
  eyebrow: "About the company",
  heading: "A family forge that grew with the farms it serves",
  story:
    "AgroForge began in 1998 as a two-anvil smithy in Bogura, making hoes for neighbouring farmers. Today our 120 craftspeople forge, grind and finish more than forty tools, from pruning shears to wheelbarrows, and ship them to growers, co-operatives and dealers at home and abroad.",
  still: "We still test every batch the old way, in the field, and we still answer the phone when a customer needs a new handle.",
  points: [
    "High-carbon steel heads, heat-treated to hold an edge",
    "Seasoned ash and mango-wood handles, fitted by hand",
    "Every batch tested before it leaves the works",
    "Spare parts and repairs for every tool we sell",
  ],
} as const);

export const homeTeamTexts = words("homeTeamTexts", {
  eyebrow: "Our people",
  title: "Meet the Team",
  lead: "The people who make, test and deliver every AgroForge tool.",
  portrait: (name: string) => `Portrait of ${name}`,
  members: [
    {
      name: "Nusrat Jahan",
      role: "Managing Director",
      bio: "Took over her father's forge in 2009 and turned it into a works that ships to 72 countries.",
    },
    {
      name: "Karim Hossain",
      role: "Master Smith & Head of Production",
      bio: "Thirty years at the anvil; signs off every new blade design and every batch that leaves the floor.",
    },
    {
      name: "Farhana Akter",
      role: "Customer & Dealer Relations",
      bio: "Looks after co-operatives and dealers, bulk orders and after-sales repairs.",
    },
  ],
} as const);
