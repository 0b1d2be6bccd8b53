import { DEMO_SELLER, footerTexts, navigationTexts } from "@shop/contract";
import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { DeferredSubscribeForm } from "../../features/subscribe/components/DeferredSubscribeForm";
import { Brand } from "./Brand";

/** The site's footer; its seller is the demo's, which the invoices of a demo shop name too (issue 26). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Brand tone="light" />
          <p className="text-sm leading-relaxed text-neutral-content/75">
            {footerTexts.about}
          </p>
        </div>

        <nav aria-label={footerTexts.navigation}>
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-secondary">{footerTexts.explore}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <Link to="/tools" className="link-hover">{navigationTexts.tools}</Link>
            </li>
            <li>
              <Link to="/blogs" className="link-hover">{navigationTexts.blogs}</Link>
            </li>
            <li>
              <Link to="/myPortfolio" className="link-hover">{navigationTexts.portfolio}</Link>
            </li>
            <li>
              <Link to="/contact" className="link-hover">{navigationTexts.contact}</Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-secondary">{footerTexts.visit}</h2>
          <address className="flex flex-col gap-3 text-sm not-italic text-neutral-content/85">
            <span className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {DEMO_SELLER.address}
            </span>
            <span className="flex items-center gap-2">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {DEMO_SELLER.phone}
            </span>
            <span className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {DEMO_SELLER.email}
            </span>
          </address>
        </div>

        <DeferredSubscribeForm />
      </div>
      <div className="border-t border-neutral-content/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-neutral-content/70 sm:px-6">
          {footerTexts.copyright(year)}
        </p>
      </div>
    </footer>
  );
}
