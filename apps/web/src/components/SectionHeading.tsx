import type { ReactNode } from "react";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  /** 1 for a page title, 2 (default) for a section of a page. */
  level?: 1 | 2;
  align?: "center" | "left";
}

/** A small label, a heading and an optional lead paragraph, used at the top of pages and sections. */
export function SectionHeading({ id, eyebrow, title, children, level = 2, align = "center" }: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  const alignment = align === "center" ? "mx-auto text-center" : "text-left";
  return (
    <div className={`mb-10 max-w-2xl ${alignment}`}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-[0.18em] text-accent">{eyebrow}</p>}
      <Heading id={id} className="font-display text-3xl font-bold leading-tight text-base-content sm:text-4xl">
        {title}
      </Heading>
      {children && <p className="mt-4 text-base text-base-content/75 sm:text-lg">{children}</p>}
    </div>
  );
}
