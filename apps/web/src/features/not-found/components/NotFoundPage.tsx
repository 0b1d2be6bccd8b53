import { messages, notFoundPageTexts } from "@shop/contract";
import { Shovel } from "lucide-react";
import { Link } from "react-router";
import { PageTitle } from "../../../components/PageTitle";

/** Any path without a route (the spec's two texts). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <PageTitle>{notFoundPageTexts.title}</PageTitle>
      <div className="max-w-xl text-center">
        <Shovel className="mx-auto size-14 text-secondary" aria-hidden="true" />
        <h1 className="mt-4 font-display text-4xl font-bold sm:text-5xl">{messages.notFound.title}</h1>
        <p className="mt-4 text-lg text-base-content/75">{messages.notFound.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="btn btn-primary">
            {notFoundPageTexts.home}
          </Link>
          <Link to="/tools" className="btn btn-outline">
            {notFoundPageTexts.tools}
          </Link>
        </div>
      </div>
    </div>
  );
}
