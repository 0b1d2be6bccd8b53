import { words } from "./i18n";

/* The portfolio page's words (issue 38): its own module, loaded with the page alone. */

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
