import { Sprout } from "lucide-react";
import { Link } from "react-router";

export function Brand({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded-field px-1 font-display text-xl font-bold tracking-tight">
      <span className="flex size-9 items-center justify-center rounded-xl bg-primary text-primary-content">
        <Sprout className="size-5" aria-hidden="true" />
      </span>
      <span className={tone === "light" ? "text-neutral-content" : "text-base-content"}>
        Agro<span className={tone === "light" ? "text-secondary" : "text-primary"}>Forge</span>
      </span>
    </Link>
  );
}
