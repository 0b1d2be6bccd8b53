import { HydratedButton } from "../../components/HydratedButton";
import { cartMessages, currentLanguage, LANGUAGE_COOKIE, localDigits, navigationTexts, pathInLanguage, type Language } from "@shop/contract";
import { LogIn, LogOut, Menu, ShoppingCart, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useSignOut } from "../../features/auth/api/signOut";
import { useCart } from "../../lib/cart";
import { useSession } from "../../lib/session";
import { Brand } from "./Brand";

interface NavItem {
  to: string;
  label: string;
  /** Blogs: only in the wide layout (spec, navigation bar). */
  wideOnly?: boolean;
  signedInOnly?: boolean;
}

// Read at each render: the words follow the page's language.
const navItems = (): NavItem[] => [
  { to: "/tools", label: navigationTexts.tools },
  { to: "/myPortfolio", label: navigationTexts.portfolio },
  { to: "/blogs", label: navigationTexts.blogs, wideOnly: true },
  { to: "/dashboard", label: navigationTexts.dashboard, signedInOnly: true },
  { to: "/contact", label: navigationTexts.contact },
];

/** What each language calls itself, on the switch that leads to it (never translated). */
const languageNames: Readonly<Record<Language, string>> = { en: "English", bn: "বাংলা" };

/**
 * The language switch (issue 38): this page in the other language. A plain link, a new page: the
 * server keeps the choice in the `lang` cookie (the `lang` parameter asks it to) and sends the
 * page at its path in that language, so it works before the code has loaded and without it.
 */
function LanguageSwitch({ className }: { className: string }) {
  const location = useLocation();
  const other: Language = currentLanguage() === "bn" ? "en" : "bn";
  const target = pathInLanguage(location.pathname, other);
  const query = new URLSearchParams(location.search);
  query.set(LANGUAGE_COOKIE, other);
  return (
    <a href={`${target}?${query.toString()}`} hrefLang={other} lang={other} className={className} title={navigationTexts.switchLanguage}>
      {languageNames[other]}
    </a>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-field font-medium ${isActive ? "bg-primary/10 text-primary" : "hover:bg-base-200"}`;

export function Navbar() {
  const { user } = useSession();
  const signOut = useSignOut();
  const location = useLocation();
  // The narrow menu's state is its <details> element's own (it works before the code has loaded);
  // this follows it for the page it was opened on, to listen for clicks elsewhere while it is open.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const menuRef = useRef<HTMLDetailsElement>(null);
  const signedIn = user !== null;
  const visible = navItems().filter((item) => !item.signedInOnly || signedIn);
  const cartLines = useCart().length;

  const close = () => {
    if (menuRef.current) menuRef.current.open = false;
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (menuRef.current && !menuRef.current.contains(event.target as Node)) menuRef.current.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onSignOut = () => {
    close();
    signOut.mutate();
  };

  const authAction = (narrow: boolean) =>
    signedIn ? (
      <HydratedButton onClick={onSignOut} disabled={signOut.isPending} className={narrow ? "font-medium" : "btn btn-outline btn-sm ml-2"}>
        <LogOut className="size-4" aria-hidden="true" />
        {navigationTexts.signOut}
      </HydratedButton>
    ) : (
      <NavLink to="/login" onClick={close} className={narrow ? linkClass : "btn btn-primary btn-sm ml-2"}>
        <LogIn className="size-4" aria-hidden="true" />
        {navigationTexts.login}
      </NavLink>
    );

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur supports-[backdrop-filter]:bg-base-100/80">
      <nav aria-label={navigationTexts.main} className="navbar mx-auto min-h-16 max-w-7xl px-4 sm:px-6">
        <div className="flex-1">
          <Brand />
        </div>

        <ul className="menu menu-horizontal hidden items-center gap-1 p-0 lg:flex">
          {visible.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitch className="rounded-field font-medium hover:bg-base-200" />
          </li>
          <li>{authAction(false)}</li>
        </ul>

        {/* Outside the menus, so the count shows at every width; last in the wide layout. */}
        {/* Named by words in its content rather than aria-label: the badge's figure shows, the name says it (WCAG 2.5.3, label in name). */}
        <NavLink
          to="/cart"
          className={({ isActive }) => `btn btn-ghost btn-square relative lg:order-last lg:ml-1 ${isActive ? "bg-primary/10 text-primary" : ""}`}
        >
          <ShoppingCart className="size-5" aria-hidden="true" />
          <span className="sr-only">{cartMessages.link(cartLines)}</span>
          {cartLines > 0 && (
            <span className="badge badge-primary badge-xs absolute -top-0.5 -right-0.5 tabular-nums" aria-hidden="true">
              {localDigits(String(cartLines), currentLanguage())}
            </span>
          )}
        </NavLink>

        {/*
          A <details>: without JavaScript (or before it has loaded) the browser opens and closes
          the menu itself. The code adds Escape and a click elsewhere, and every new page (a link
          followed, the back button) starts with a new element, closed.
        */}
        <details
          key={location.key}
          ref={menuRef}
          onToggle={(event) => setOpenOn(event.currentTarget.open ? location.key : null)}
          className="group relative lg:hidden"
          onKeyDown={(event) => {
            if (event.key === "Escape" && event.currentTarget.open) {
              event.currentTarget.open = false;
              event.currentTarget.querySelector("summary")?.focus();
            }
          }}
        >
          <summary className="btn btn-ghost btn-square list-none [&::-webkit-details-marker]:hidden" aria-label={navigationTexts.menu} aria-controls="main-menu-narrow">
            <Menu className="size-6 group-open:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-open:block" aria-hidden="true" />
          </summary>
          <ul id="main-menu-narrow" className="menu absolute right-0 z-50 mt-2 w-60 gap-1 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
            {visible
              .filter((item) => !item.wideOnly)
              .map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} onClick={close} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            <li>
              <LanguageSwitch className="rounded-field font-medium hover:bg-base-200" />
            </li>
            <li className="mt-1 border-t border-base-300 pt-1">{authAction(true)}</li>
          </ul>
        </details>
      </nav>
    </header>
  );
}
