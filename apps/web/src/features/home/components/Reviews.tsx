import { QueryView } from "../../../components/QueryView";
import { SectionHeading } from "../../../components/SectionHeading";
import { useReviews } from "../api/getReviews";
import { ReviewCard } from "../../../components/ReviewCard";

export function Reviews() {
  const reviews = useReviews();
  return (
    <section aria-labelledby="reviews-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <SectionHeading id="reviews-heading" eyebrow="Reviews" title="What our customers say">
          Farmers, growers and dealers on the tools they use every day.
        </SectionHeading>
        <QueryView query={reviews} loadingLabel="Loading reviews" errorTitle="We could not load the reviews.">
          {(items) =>
            items.length === 0 ? (
              <p className="text-center text-base-content/70">No reviews yet.</p>
            ) : (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {items.map((review) => (
                  <li key={review._id}>
                    <ReviewCard review={review} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </div>
    </section>
  );
}
