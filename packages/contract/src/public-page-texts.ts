import { words } from "./i18n";

/* The words of the other public pages and of the shared page parts (issue 38 moved them here). */

export const contactPageTexts = words("contactPageTexts", {
  title: "Contact · AgroForge",
  description: "Write to the AgroForge office: orders, quotes for large quantities and questions about our tools.",
  heading: "Contact us",
  loading: "Loading our address",
  error: "We could not load our address.",
  vatId: (vatId: string) => `VAT ID: ${vatId}`,
  formHeading: "Write to our office",
  send: "Send message",
} as const);

export const blogsPageTexts = words("blogsPageTexts", {
  title: "Blogs · AgroForge",
  description: "Questions and answers from the AgroForge team on building the shop and its web technology.",
  eyebrow: "From the developer",
  heading: "Blogs",
  lead: "Questions and answers about React and JavaScript. Select a question to read the answer.",
  /** The five questions, in the order of the posts (their answers stay in the page). */
  questions: {
    "react-performance": "How can you improve the performance of a React application?",
    "state-management": "What are the different ways to manage state in a React application?",
    "prototypal-inheritance": "How does prototypal inheritance work?",
    "why-not-set-state-directly": "Why should you not set state directly in React?",
    "unit-tests": "What is a unit test, and why should we write unit tests?",
  },
} as const);

export const portfolioPageTexts = words("portfolioPageTexts", {
  title: "Rahim Uddin · Portfolio",
  description: "The portfolio of the developer behind the AgroForge shop: skills, education and projects.",
  eyebrow: "My Portfolio",
  name: "Rahim Uddin",
  role: "Full-stack JavaScript developer",
  intro:
    "I build fast, accessible web applications with React and Node.js, with a soft spot for software that helps farmers and small businesses. I care about clear code, honest error messages and tests that catch problems before customers do.",
  emailMe: "Email me",
  seeProjects: "See my projects",
  avatar: "Avatar of Rahim Uddin",
  skills: "Skills",
  skillGroups: { frontend: "Frontend", backend: "Backend", tools: "Tools & practice" },
  education: "Education",
  schools: [
    {
      degree: "B.Sc. in Computer Science and Engineering",
      school: "Rajshahi University of Engineering & Technology",
      period: "2019 – 2023",
      detail: "CGPA 3.68 / 4.00. Final-year project: an offline-first crop diary for smallholder farmers.",
    },
    {
      degree: "Higher Secondary Certificate (Science)",
      school: "Govt. Azizul Haque College, Bogura",
      period: "2016 – 2018",
      detail: "GPA 5.00 / 5.00.",
    },
  ],
  projects: "Projects",
  projectList: [
    {
      name: "AgroForge shop",
      description:
        "This site: a shop for an agricultural tools manufacturer with a tools catalogue, secure sign-in, ordering, card payments, reviews and an admin area.",
    },
    {
      name: "FieldLog",
      description:
        "An installable web app where farmers record sowing, spraying and harvest dates per plot; works without a connection and syncs when back online.",
    },
    {
      name: "Haat Price Board",
      description: "Daily wholesale prices of rice, jute and vegetables from local markets, with charts and SMS alerts when a price crosses a threshold.",
    },
    {
      name: "ClinicQ",
      description: "A queue and appointment system for a rural clinic: patients take a number by SMS and see the live queue on a screen in the waiting room.",
    },
  ],
  builtWith: "Built with",
  together: "Let's work together",
  open: "Open to full-time roles and freelance projects. I usually answer within one working day.",
  where: "Bogura, Bangladesh · remote-friendly",
} as const);

export const newsletterTexts = words("newsletterTexts", {
  heading: "Newsletter",
  label: "Subscribe to our newsletter",
  subscribe: "Subscribe",
  confirmTitle: "Confirm your subscription",
  unsubscribeTitle: "Unsubscribe",
  /** A link page's title: its heading and the shop's name. */
  pageTitle: (heading: string) => `${heading} · AgroForge`,
  wait: "One moment",
  backToShop: "Back to the shop",
  subscribers: "Subscribers",
  subscribersLead: "Addresses that confirmed their newsletter subscription by the emailed link. Unconfirmed ones are not exported.",
  exportCsv: "Export CSV",
} as const);

export const notFoundPageTexts = words("notFoundPageTexts", {
  title: "404 · AgroForge",
  home: "Back to home",
  tools: "Browse tools",
} as const);

export const sharedUiTexts = words("sharedUiTexts", {
  loading: "Loading",
  retry: "Retry",
  logInAgain: "Log in again",
  /** Names a list's paging for screen readers: the list's name (Tools, Orders…). */
  pages: (list: string) => `${list} pages`,
  /** The rows shown and how many there are. */
  range: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  previous: "Previous",
  next: "Next",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const);
