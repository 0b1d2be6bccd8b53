import { SectionHeading } from "../../../components/SectionHeading";
import { usePageParam } from "../../../lib/usePageParam";
import { ToolGrid } from "./ToolGrid";

/** Two rows of the widest grid (three columns) and then some: twelve cards a page. */
export const TOOLS_PAGE_SIZE = 12;

export function ToolsPage() {
  const [page, setPage] = usePageParam();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <title>Tools · AgroForge</title>
      <SectionHeading level={1} eyebrow="Catalogue" title="Our Tools">
        Drop-forged, heat-treated and fitted with seasoned ash handles. Order from the minimum quantity at factory prices.
      </SectionHeading>
      <ToolGrid headingLevel={2} pageSize={TOOLS_PAGE_SIZE} page={page} onPageChange={setPage} prioritizeFirst />
    </div>
  );
}
