import type { ReactNode } from "react";
import { PageTitle } from "../PageTitle";

/** The title block every admin page starts with. */
export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <PageTitle>{`${title} · AgroForge`}</PageTitle>
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{title}</h1>
      {children && <p className="mt-2 text-base-content/75">{children}</p>}
    </div>
  );
}
