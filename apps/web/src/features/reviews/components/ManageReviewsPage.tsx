import { formatCount, manageReviewsTexts, messages } from "@shop/contract";
import type { Review } from "@shop/contract";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryView } from "../../../components/QueryView";
import { StarRating } from "../../../components/StarRating";
import { useConfirmedDelete } from "../../../lib/useConfirmedDelete";
import { usePageParam } from "../../../lib/usePageParam";
import { reviewExcerpt } from "../../../components/ReviewCard";
import { useDeleteReview } from "../api/deleteReview";
import { useReviewPage } from "../api/getReviewPage";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { DeleteRowButton } from "../../../components/admin/RowActionButtons";
import { PagedTable, rowNumber } from "../../../components/admin/PagedTable";

export const REVIEWS_PAGE_SIZE = 20;

/**
 * The review as the home page cuts it, and the whole of it on demand (issue 20, item 19): the
 * office judges a review by all it says, not by its first 100 characters.
 */
function ReviewText({ review }: { review: Review }) {
  const [whole, setWhole] = useState(false);
  const excerpt = reviewExcerpt(review.description);
  if (excerpt.length === review.description.length) return <p className="whitespace-pre-line">{review.description}</p>;
  return (
    <div className="flex flex-col items-start gap-1">
      <p className="whitespace-pre-line">{whole ? review.description : `${excerpt}…`}</p>
      {/* Named with its reviewer: a page of rows holds many of these buttons. */}
      <button
        type="button"
        className="link link-primary text-sm"
        aria-expanded={whole}
        aria-label={whole ? manageReviewsTexts.showLessBy(review.name) : manageReviewsTexts.readWholeBy(review.name)}
        onClick={() => setWhole((value) => !value)}
      >
        {whole ? manageReviewsTexts.showLess : manageReviewsTexts.readWhole}
      </button>
    </div>
  );
}

/** /dashboard/manageReviews: every review on the home page, newest first, with Delete. */
export function ManageReviewsPage() {
  const [page, setPage] = usePageParam();
  const reviews = useReviewPage(page, REVIEWS_PAGE_SIZE);
  const remove = useConfirmedDelete<Review>({
    mutation: useDeleteReview(),
    successMessage: messages.review.deleted,
    paging: { page, setPage, rowsOnPage: reviews.data?.items.length },
  });

  return (
    <div>
      <AdminPageHeader title={manageReviewsTexts.heading}>{manageReviewsTexts.intro}</AdminPageHeader>
      <QueryView query={reviews} loadingLabel={manageReviewsTexts.loading} errorTitle={manageReviewsTexts.couldNotLoad}>
        {({ items, total }) =>
          items.length === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{manageReviewsTexts.none}</p>
          ) : (
            <PagedTable
              label={manageReviewsTexts.all}
              columns={[
                { label: manageReviewsTexts.number },
                { label: manageReviewsTexts.name },
                { label: manageReviewsTexts.ratings },
                { label: manageReviewsTexts.review },
                { label: manageReviewsTexts.actions, hidden: true },
              ]}
              pagination={{ label: manageReviewsTexts.pagination, page, pageSize: REVIEWS_PAGE_SIZE, total, onPageChange: setPage }}
            >
              {items.map((review, index) => (
                <tr key={review._id} className="hover:bg-base-200/60">
                  <th scope="row">{formatCount(rowNumber(page, REVIEWS_PAGE_SIZE, index))}</th>
                  <td className="min-w-32 font-medium [overflow-wrap:anywhere]">{review.name}</td>
                  <td>
                    <StarRating rating={review.ratings} className="text-secondary" />
                  </td>
                  <td className="min-w-56 [overflow-wrap:anywhere] text-base-content/80">
                    <ReviewText review={review} />
                  </td>
                  <td>
                    <div className="flex justify-end">
                      <DeleteRowButton label={manageReviewsTexts.deleteBy(review.name)} onClick={() => remove.ask(review)} />
                    </div>
                  </td>
                </tr>
              ))}
            </PagedTable>
          )
        }
      </QueryView>
      <ConfirmDialog
        {...remove.dialog}
        detail={remove.target ? manageReviewsTexts.deleteDetail(remove.target.name) : undefined}
      />
    </div>
  );
}
