import { portfolioPageTexts } from "@shop/contract";
import { Briefcase, GraduationCap, Mail, MapPin } from "lucide-react";
import { Link } from "react-router";
import { PageTitle } from "../../../components/PageTitle";

/** The technologies of each skill group, named as they are everywhere (never translated). */
const skills = {
  frontend: ["React", "TypeScript", "JavaScript (ES2023)", "React Router", "TanStack Query", "Tailwind CSS", "daisyUI", "HTML5 & CSS3"],
  backend: ["Node.js", "Fastify", "Express", "PostgreSQL", "Drizzle ORM", "MongoDB", "REST APIs", "Stripe"],
  tools: ["Git & GitHub", "Vitest", "Playwright", "Testing Library", "Vite", "Docker", "Accessibility (WCAG 2.2)", "Figma"],
} as const;

/** What each project is built with, in the order of the portfolio's words (the first is this shop). */
const stacks = [
  ["React", "TypeScript", "Fastify", "PostgreSQL"],
  ["React", "IndexedDB", "Service Worker", "Node.js"],
  ["Next.js", "PostgreSQL", "Chart.js"],
  ["Express", "MongoDB", "Socket.IO"],
];

const email = "rahim.uddin.dev@proton.me";

export function PortfolioPage() {
  const skillGroups = (Object.keys(skills) as (keyof typeof skills)[]).map((group) => ({ title: portfolioPageTexts.skillGroups[group], skills: skills[group] }));
  return (
    <div>
      <PageTitle description={portfolioPageTexts.description}>{portfolioPageTexts.title}</PageTitle>
      <section className="bg-base-200">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr] lg:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{portfolioPageTexts.eyebrow}</p>
            <h1 className="mt-3 font-display text-4xl font-bold sm:text-5xl">{portfolioPageTexts.name}</h1>
            <p className="mt-2 text-xl font-medium text-primary">{portfolioPageTexts.role}</p>
            <p className="mt-5 max-w-2xl leading-relaxed text-base-content/80">
              {portfolioPageTexts.intro}
            </p>
            <div className="mt-7 flex flex-wrap gap-3">
              <a href={`mailto:${email}`} className="btn btn-primary">
                <Mail className="size-4" aria-hidden="true" />
                {portfolioPageTexts.emailMe}
              </a>
              <a href="#projects" className="btn btn-outline">
                {portfolioPageTexts.seeProjects}
              </a>
            </div>
          </div>
          <img
            src="/images/portfolio.svg"
            alt={portfolioPageTexts.avatar}
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
            {portfolioPageTexts.skills}
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
            {portfolioPageTexts.education}
          </h2>
          <ol className="flex flex-col gap-4">
            {portfolioPageTexts.schools.map((entry) => (
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
            {portfolioPageTexts.projects}
          </h2>
          <ul className="grid gap-6 md:grid-cols-2">
            {portfolioPageTexts.projectList.map((project, index) => (
              <li key={project.name} className="card border border-base-300 bg-base-100 shadow-sm">
                <div className="card-body gap-3 p-6">
                  <h3 className="flex items-center gap-2 text-xl font-bold">
                    <Briefcase className="size-5 text-accent" aria-hidden="true" />
                    {index === 0 ? <Link to="/" className="link-hover">{project.name}</Link> : project.name}
                  </h3>
                  <p className="leading-relaxed text-base-content/80">{project.description}</p>
                  <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label={portfolioPageTexts.builtWith}>
                    {(stacks[index] ?? []).map((tech) => (
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
            {portfolioPageTexts.together}
          </h2>
          <p className="mt-3 max-w-2xl text-primary-content/85">
            {portfolioPageTexts.open}
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
              {portfolioPageTexts.where}
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
