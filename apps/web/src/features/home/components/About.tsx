import { homeAboutTexts } from "@shop/contract";
import { CircleCheck } from "lucide-react";

export function About() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-base-200">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-20">
        <img
          src="/images/about.svg"
          alt={homeAboutTexts.imageAlt}
          width={800}
          height={600}
          loading="lazy"
          className="h-auto w-full rounded-box border border-base-300 bg-base-100 object-cover shadow-sm"
        />
        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-[0.18em] text-accent">{homeAboutTexts.eyebrow}</p>
          <h2 id="about-heading" className="font-display text-3xl font-bold leading-tight sm:text-4xl">
            {homeAboutTexts.heading}
          </h2>
          <p className="mt-5 leading-relaxed text-base-content/80">
            {homeAboutTexts.story}
          </p>
          <p className="mt-4 leading-relaxed text-base-content/80">
            {homeAboutTexts.still}
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {homeAboutTexts.points.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="text-sm font-medium">{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
