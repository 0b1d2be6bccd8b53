import { errorMessage } from "../../../lib/api";
import { ErrorState } from "../../../components/ErrorState";
import { Spinner } from "../../../components/Loading";
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

  if (tools.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading tools" size="lg" />
      </div>
    );
  }
  if (tools.isError) {
    return (
      <ErrorState
        title="We could not load the tools."
        message={errorMessage(tools.error)}
        onRetry={() => void tools.refetch()}
        retrying={tools.isFetching}
      />
    );
  }
  const shown = limit === undefined ? tools.data : tools.data.slice(0, limit);
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
}
