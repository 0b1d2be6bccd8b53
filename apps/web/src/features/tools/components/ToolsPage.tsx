import { TOOLS_PAGE_SIZE, toolsPageTexts } from "@shop/contract";
import { SectionHeading } from "../../../components/SectionHeading";
import { usePageParam } from "../../../lib/usePageParam";
import { toolsHref, useToolFilterParams } from "../useToolFilterParams";
import { ToolFilters } from "./ToolFilters";
import { ToolGrid } from "../../../components/tool/ToolGrid";
import { PageTitle } from "../../../components/PageTitle";

export function ToolsPage() {
  const [page, setPage] = usePageParam();
  const [filters, setFilters, shownFilters] = useToolFilterParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <PageTitle description={toolsPageTexts.description}>{toolsPageTexts.title}</PageTitle>
      <SectionHeading level={1} eyebrow={toolsPageTexts.eyebrow} title={toolsPageTexts.heading}>
        {toolsPageTexts.lead}
      </SectionHeading>
      <ToolFilters key={filters.q ?? ""} filters={shownFilters} onChange={setFilters} />
      <ToolGrid headingLevel={2} pageSize={TOOLS_PAGE_SIZE} page={page} onPageChange={setPage} pageHref={(to) => toolsHref(filters, to)} prioritizeFirst filters={filters} />
    </div>
  );
}
