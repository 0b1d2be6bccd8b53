import { Briefcase, GraduationCap, Mail, MapPin } from "lucide-react";
import { Link } from "react-router";
import { PageTitle } from "../../../components/PageTitle";

const skillGroups = [
  { title: "Frontend", skills: ["React", "TypeScript", "JavaScript (ES2023)", "React Router", "TanStack Query", "Tailwind CSS", "daisyUI", "HTML5 & CSS3"] },
  { title: "Backend", skills: ["Node.js", "Fastify", "Express", "PostgreSQL", "Drizzle ORM", "MongoDB", "REST APIs", "Stripe"] },
  { title: "Tools & practice", skills: ["Git & GitHub", "Vitest", "Playwright", "Testing Library", "Vite", "Docker", "Accessibility (WCAG 2.2)", "Figma"] },
];

const education = [
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
];

const projects = [
  {
    name: "AgroForge shop",
    description:
      "This site: a shop for an agricultural tools manufacturer with a tools catalogue, secure sign-in, ordering, card payments, reviews and an admin area.",
    stack: ["React", "TypeScript", "Fastify", "PostgreSQL"],
  },
  {
    name: "FieldLog",
    description:
      "An installable web app where farmers record sowing, spraying and harvest dates per plot; works without a connection and syncs when back online.",
    stack: ["React", "IndexedDB", "Service Worker", "Node.js"],
  },
  {
    name: "Haat Price Board",
    description:
      "Daily wholesale prices of rice, jute and vegetables from local markets, with charts and SMS alerts when a price crosses a threshold.",
    stack: ["Next.js", "PostgreSQL", "Chart.js"],
  },
  {
    name: "ClinicQ",
    description:
      "A queue and appointment system for a rural clinic: patients take a number by SMS and see the live queue on a screen in the waiting room.",
    stack: ["Express", "MongoDB", "Socket.IO"],
  },
];

const email = "rahim.uddin.dev@proton.me";

export function PortfolioPage() {
  return (
    <div>
      <PageTitle description="The portfolio of the developer behind the AgroForge shop: skills, education and projects.">Rahim Uddin · Portfolio</PageTitle>
      <section className="bg-base-200">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr] lg:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">My Portfolio</p>
            <h1 className="mt-3 font-display text-4xl font-bold sm:text-5xl">Rahim Uddin</h1>
            <p className="mt-2 text-xl font-medium text-primary">Full-stack JavaScript developer</p>
            <p className="mt-5 max-w-2xl leading-relaxed text-base-content/80">
              I build fast, accessible web applications with React and Node.js, with a soft spot for software that helps
              farmers and small businesses. I care about clear code, honest error messages and tests that catch problems
              before customers do.
            </p>
            <div className="mt-7 flex flex-wrap gap-3">
              <a href={`mailto:${email}`} className="btn btn-primary">
                <Mail className="size-4" aria-hidden="true" />
                Email me
              </a>
              <a href="#projects" className="btn btn-outline">
                See my projects
              </a>
            </div>
          </div>
          <img
            src="/images/portfolio.svg"
            alt="Avatar of Rahim Uddin"
            width={400}
            height={400}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-sm rounded-box border border-base-300 bg-base-100 shadow-sm"
          />
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-14 sm:px-6 lg:py-20">
        <section aria-labelledby="skills-heading">
          <h2 id="skills-heading" className="mb-6 font-display text-3xl font-bold">
            Skills
          </h2>
          <div className="grid gap-6 md:grid-cols-3">
            {skillGroups.map((group) => (
              <div key={group.title} className="card border border-base-300 bg-base-100 shadow-sm">
                <div className="card-body p-6">
                  <h3 className="text-lg font-bold">{group.title}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {group.skills.map((skill) => (
                      <li key={skill} className="badge badge-soft badge-primary py-3">
                        {skill}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="education-heading">
          <h2 id="education-heading" className="mb-6 font-display text-3xl font-bold">
            Education
          </h2>
          <ol className="flex flex-col gap-4">
            {education.map((entry) => (
              <li key={entry.degree} className="flex gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
                <GraduationCap className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <h3 className="font-bold">{entry.degree}</h3>
                  <p className="text-base-content/80">
                    {entry.school} · <span className="whitespace-nowrap">{entry.period}</span>
                  </p>
                  <p className="mt-1 text-sm text-base-content/70">{entry.detail}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section id="projects" aria-labelledby="projects-heading" className="scroll-mt-20">
          <h2 id="projects-heading" className="mb-6 font-display text-3xl font-bold">
            Projects
          </h2>
          <ul className="grid gap-6 md:grid-cols-2">
            {projects.map((project) => (
              <li key={project.name} className="card border border-base-300 bg-base-100 shadow-sm">
                <div className="card-body gap-3 p-6">
                  <h3 className="flex items-center gap-2 text-xl font-bold">
                    <Briefcase className="size-5 text-accent" aria-hidden="true" />
                    {project.name === "AgroForge shop" ? <Link to="/" className="link-hover">{project.name}</Link> : project.name}
                  </h3>
                  <p className="leading-relaxed text-base-content/80">{project.description}</p>
                  <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label="Built with">
                    {project.stack.map((tech) => (
                      <li key={tech} className="badge badge-outline">
                        {tech}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="contact-heading" className="rounded-box bg-primary p-8 text-primary-content sm:p-10">
          <h2 id="contact-heading" className="font-display text-3xl font-bold">
            Let&apos;s work together
          </h2>
          <p className="mt-3 max-w-2xl text-primary-content/85">
            Open to full-time roles and freelance projects. I usually answer within one working day.
          </p>
          <ul className="mt-6 flex flex-col gap-3 sm:flex-row sm:gap-8">
            <li className="flex items-center gap-2">
              <Mail className="size-5" aria-hidden="true" />
              <a href={`mailto:${email}`} className="link font-medium">
                {email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-5" aria-hidden="true" />
              Bogura, Bangladesh · remote-friendly
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
