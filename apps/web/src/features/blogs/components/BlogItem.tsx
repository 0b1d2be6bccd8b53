import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { useId, useState } from "react";

interface BlogItemProps {
  question: string;
  children: ReactNode;
  defaultOpen?: boolean;
}

/** One question: its title is a real button that opens and closes the answer below it. */
export function BlogItem({ question, children, defaultOpen = false }: BlogItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <article className={`rounded-box border bg-base-100 shadow-sm transition-colors ${open ? "border-primary/40" : "border-base-300"}`}>
      <h2 className="font-display text-lg font-bold sm:text-xl">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 rounded-box px-5 py-4 text-left hover:bg-base-200/60 sm:px-6 sm:py-5"
        >
          <span>{question}</span>
          <ChevronDown
            className={`size-5 shrink-0 text-primary transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="blog-answer border-t border-base-300 px-5 pt-4 pb-6 leading-relaxed text-base-content/85 sm:px-6"
      >
        {children}
      </div>
    </article>
  );
}
