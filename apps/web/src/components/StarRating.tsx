import { REVIEW_MAX_RATING, reviewCardTexts } from "@shop/contract";
import { Star } from "lucide-react";

interface StarRatingProps {
  rating: number;
  max?: number;
  className?: string;
}

/** `max` stars, the first `rating` of them filled; read out as "Rated n out of max". */
export function StarRating({ rating, max = REVIEW_MAX_RATING, className = "" }: StarRatingProps) {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <span role="img" aria-label={reviewCardTexts.rated(filled, max)} className={`inline-flex items-center gap-0.5 ${className}`}>
      {Array.from({ length: max }, (_, index) => {
        const isFilled = index < filled;
        return (
          <Star
            key={index}
            data-filled={isFilled}
            aria-hidden="true"
            className={`size-4 ${isFilled ? "fill-warning text-warning" : "text-base-content/25"}`}
          />
        );
      })}
    </span>
  );
}
