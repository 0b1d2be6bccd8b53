import { Hammer, Truck, Wrench } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { SectionHeading } from "../../../components/SectionHeading";

interface Service {
  title: string;
  text: string;
  icon: LucideIcon;
}

const services: Service[] = [
  {
    title: "Precision Forging",
    text: "Every blade is drop-forged from high-carbon steel, hardened, tempered and hand-sharpened in our own works, so it keeps its edge through the season.",
    icon: Hammer,
  },
  {
    title: "Bulk & Dealer Supply",
    text: "Minimum-order pricing for co-operatives, NGOs and dealers, packed by the dozen and delivered nationwide within three to five working days.",
    icon: Truck,
  },
  {
    title: "Repair & Re-handling",
    text: "Send worn tools back to us for re-grinding, new seasoned-ash handles and a fresh protective finish, at a fraction of the price of new ones.",
    icon: Wrench,
  },
];

export function Services() {
  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading id="services-heading" eyebrow="What we do" title="Our Services">
        More than a catalogue: we make, supply and look after the tools that feed the country.
      </SectionHeading>
      <ul className="grid gap-6 md:grid-cols-3">
        {services.map(({ title, text, icon: Icon }) => (
          <li key={title} className="card border border-base-300 bg-base-100 shadow-sm transition-transform hover:-translate-y-1 motion-reduce:hover:translate-y-0">
            <div className="card-body items-start gap-4 p-7">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <h3 className="font-display text-xl font-bold">{title}</h3>
              <p className="leading-relaxed text-base-content/75">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
