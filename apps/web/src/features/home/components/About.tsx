import { CircleCheck } from "lucide-react";

const points = [
  "High-carbon steel heads, heat-treated to hold an edge",
  "Seasoned ash and mango-wood handles, fitted by hand",
  "Every batch tested before it leaves the works",
  "Spare parts and repairs for every tool we sell",
];

export function About() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-base-200">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-20">
        <img
          src="/images/about.svg"
          alt="The forge workshop where our tools are made"
          width={800}
          height={600}
          loading="lazy"
          className="h-auto w-full rounded-box border border-base-300 bg-base-100 object-cover shadow-sm"
        />
        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-[0.18em] text-accent">About the company</p>
          <h2 id="about-heading" className="font-display text-3xl font-bold leading-tight sm:text-4xl">
            A family forge that grew with the farms it serves
          </h2>
          <p className="mt-5 leading-relaxed text-base-content/80">
            AgroForge began in 1998 as a two-anvil smithy in Bogura, making hoes for neighbouring farmers. Today our
            120 craftspeople forge, grind and finish more than forty tools, from pruning shears to wheelbarrows, and ship
            them to growers, co-operatives and dealers at home and abroad.
          </p>
          <p className="mt-4 leading-relaxed text-base-content/80">
            We still test every batch the old way, in the field, and we still answer the phone when a customer needs a
            new handle.
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {points.map((point) => (
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
