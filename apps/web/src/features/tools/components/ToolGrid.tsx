import { QueryView } from "../../../components/QueryView";
import { useTools } from "../api/getTools";
import { ToolCard } from "./ToolCard";

interface ToolGridProps {
  /** Show only the first `limit` tools (the home page's popular tools). */
  limit?: number;
  headingLevel?: 2 | 3;
}

/** The catalogue as cards, with its loading, error and empty states. */
export function ToolGrid({ limit, headingLevel = 2 }: ToolGridProps) {
  const tools = useTools();

  return (
    <QueryView query={tools} loadingLabel="Loading tools" errorTitle="We could not load the tools." loading="py-16">
      {(catalogue) => {
        const shown = limit === undefined ? catalogue : catalogue.slice(0, limit);
        if (shown.length === 0) {
          return <p className="py-12 text-center text-base-content/70">No tools are listed right now. Please check back soon.</p>;
        }
        return (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((tool) => (
              <li key={tool._id}>
                <ToolCard tool={tool} headingLevel={headingLevel} />
              </li>
            ))}
          </ul>
        );
      }}
    </QueryView>
  );
}
