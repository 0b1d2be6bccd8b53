import { homeReviewsTexts } from "@shop/contract";
import { QueryView } from "../../../components/QueryView";
import { SectionHeading } from "../../../components/SectionHeading";
import { useReviews } from "../api/getReviews";
import { ReviewCard } from "../../../components/ReviewCard";

export function Reviews() {
  const reviews = useReviews();
  return (
    <section aria-labelledby="reviews-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <SectionHeading id="reviews-heading" eyebrow={homeReviewsTexts.eyebrow} title={homeReviewsTexts.title}>
          {homeReviewsTexts.lead}
        </SectionHeading>
        <QueryView query={reviews} loadingLabel={homeReviewsTexts.loading} errorTitle={homeReviewsTexts.error}>
          {(items) =>
            items.length === 0 ? (
              <p className="text-center text-base-content/70">{homeReviewsTexts.none}</p>
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
