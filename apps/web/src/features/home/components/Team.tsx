import { homeTeamTexts } from "@shop/contract";
import { SectionHeading } from "../../../components/SectionHeading";

/** Each member's portrait, in the order of the team's words. */
const portraits = ["/images/team/member-1.svg", "/images/team/member-2.svg", "/images/team/member-3.svg"];

export function Team() {
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading id="team-heading" eyebrow={homeTeamTexts.eyebrow} title={homeTeamTexts.title}>
        {homeTeamTexts.lead}
      </SectionHeading>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {homeTeamTexts.members.map((member, index) => (
          <li key={portraits[index]} className="card border border-base-300 bg-base-100 text-center shadow-sm">
            <figure className="px-8 pt-8">
              <img
                src={portraits[index]}
                alt={homeTeamTexts.portrait(member.name)}
                width={160}
                height={160}
                loading="lazy"
                className="size-40 rounded-full bg-base-200 object-cover ring-4 ring-secondary/50"
              />
            </figure>
            <div className="card-body items-center gap-1 p-6">
              <h3 className="font-display text-xl font-bold">{member.name}</h3>
              <p className="grow-0 text-sm font-semibold uppercase tracking-wider text-accent">{member.role}</p>
              <p className="mt-2 grow-0 text-sm leading-relaxed text-base-content/75">{member.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
