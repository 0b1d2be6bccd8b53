import { homeServicesTexts } from "@shop/contract";
import { Hammer, Truck, Wrench } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { SectionHeading } from "../../../components/SectionHeading";

interface Service {
  title: string;
  text: string;
  icon: LucideIcon;
}

// Read at each render: the words follow the page's language.
const services = (): Service[] => [
  { title: homeServicesTexts.forging, text: homeServicesTexts.forgingText, icon: Hammer },
  { title: homeServicesTexts.bulk, text: homeServicesTexts.bulkText, icon: Truck },
  { title: homeServicesTexts.repair, text: homeServicesTexts.repairText, icon: Wrench },
];

export function Services() {
  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading id="services-heading" eyebrow={homeServicesTexts.eyebrow} title={homeServicesTexts.title}>
        {homeServicesTexts.lead}
      </SectionHeading>
      <ul className="grid gap-6 md:grid-cols-3">
        {services().map(({ title, text, icon: Icon }) => (
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
