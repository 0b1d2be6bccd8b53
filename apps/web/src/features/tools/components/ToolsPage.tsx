import { SectionHeading } from "../../../components/SectionHeading";
import { ToolGrid } from "./ToolGrid";

export function ToolsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <title>Tools · AgroForge</title>
      <SectionHeading level={1} eyebrow="Catalogue" title="Our Tools">
        Drop-forged, heat-treated and fitted with seasoned ash handles. Order from the minimum quantity at factory prices.
      </SectionHeading>
      <ToolGrid headingLevel={2} />
    </div>
  );
}
