import { ErrorState } from "../../../components/ErrorState";
import { Spinner } from "../../../components/Loading";
import { SectionHeading } from "../../../components/SectionHeading";
import { errorMessage } from "../../../lib/api";
import { useReviews } from "../api/getReviews";
import { ReviewCard } from "./ReviewCard";

export function Reviews() {
  const reviews = useReviews();
  let content;
  if (reviews.isPending) {
    content = (
      <div className="flex justify-center py-12">
        <Spinner label="Loading reviews" size="lg" />
      </div>
    );
  } else if (reviews.isError) {
    content = (
      <ErrorState
        title="We could not load the reviews."
        message={errorMessage(reviews.error)}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  } else if (reviews.data.length === 0) {
    content = <p className="text-center text-base-content/70">No reviews yet.</p>;
  } else {
    content = (
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.data.map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="reviews-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <SectionHeading id="reviews-heading" eyebrow="Reviews" title="What our customers say">
          Farmers, growers and dealers on the tools they use every day.
        </SectionHeading>
        {content}
      </div>
    </section>
  );
}
