import { homePopularTexts } from "@shop/contract";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "../../../components/SectionHeading";
import { ToolGrid } from "../../../components/tool/ToolGrid";

export const POPULAR_TOOLS_COUNT = 6;

export function PopularTools() {
  return (
    <section aria-labelledby="popular-tools-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading id="popular-tools-heading" eyebrow={homePopularTexts.eyebrow} title={homePopularTexts.title}>
        {homePopularTexts.lead}
      </SectionHeading>
      <ToolGrid pageSize={POPULAR_TOOLS_COUNT} headingLevel={3} />
      <div className="mt-10 text-center">
        <Link to="/tools" className="btn btn-outline btn-primary">
          {homePopularTexts.seeAll}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
