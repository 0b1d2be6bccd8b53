import type { Review } from "@shop/contract";
import { REVIEW_EXCERPT_LENGTH, reviewCardTexts } from "@shop/contract";
import { Quote } from "lucide-react";
import { useState } from "react";
import { StarRating } from "./StarRating";

/** The first REVIEW_EXCERPT_LENGTH characters of a review (spec: cut to its first 100 characters). */
export function reviewExcerpt(description: string): string {
  return description.slice(0, REVIEW_EXCERPT_LENGTH);
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** A customer review: name, image, ratings number with stars, and the start of the text. */
export function ReviewCard({ review }: { review: Review }) {
  const [imageFailed, setImageFailed] = useState(false);
  const excerpt = reviewExcerpt(review.description);
  const cut = excerpt.length < review.description.length;
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-6">
        <Quote className="size-7 text-secondary" aria-hidden="true" />
        <p data-testid="review-text" className={`leading-relaxed text-base-content/80 ${cut ? "after:content-['…']" : ""}`}>
          {excerpt}
        </p>
        <div className="mt-auto flex items-center gap-3 border-t border-base-300 pt-4">
          <div className="avatar">
            <div className="size-12 rounded-full bg-base-200 ring-2 ring-secondary/60">
              {imageFailed || !review.img ? (
                <span className="flex h-full w-full items-center justify-center text-sm font-bold text-base-content/70" aria-hidden="true">
                  {initials(review.name)}
                </span>
              ) : (
                <img src={review.img} alt={review.name} width={48} height={48} loading="lazy" onError={() => setImageFailed(true)} />
              )}
            </div>
          </div>
          <div>
            <h3 className="font-semibold">{review.name}</h3>
            <p className="flex items-center gap-2 text-sm text-base-content/75">
              <span>{reviewCardTexts.ratings(review.ratings)}</span>
              <StarRating rating={review.ratings} />
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
