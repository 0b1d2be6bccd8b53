import { SectionHeading } from "../../../components/SectionHeading";

interface Member {
  name: string;
  role: string;
  bio: string;
  image: string;
}

const members: Member[] = [
  {
    name: "Nusrat Jahan",
    role: "Managing Director",
    bio: "Took over her father's forge in 2009 and turned it into a works that ships to 72 countries.",
    image: "/images/team/member-1.svg",
  },
  {
    name: "Karim Hossain",
    role: "Master Smith & Head of Production",
    bio: "Thirty years at the anvil; signs off every new blade design and every batch that leaves the floor.",
    image: "/images/team/member-2.svg",
  },
  {
    name: "Farhana Akter",
    role: "Customer & Dealer Relations",
    bio: "Looks after co-operatives and dealers, bulk orders and after-sales repairs.",
    image: "/images/team/member-3.svg",
  },
];

export function Team() {
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading id="team-heading" eyebrow="Our people" title="Meet the Team">
        The people who make, test and deliver every AgroForge tool.
      </SectionHeading>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.name} className="card border border-base-300 bg-base-100 text-center shadow-sm">
            <figure className="px-8 pt-8">
              <img
                src={member.image}
                alt={`Portrait of ${member.name}`}
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
