import { REVIEW_MAX_RATING, addReviewTexts, messages, reviewFormLabels, reviewFormSchema } from "@shop/contract";
import { toast } from "sonner";
import { FormField } from "../../../components/FormField";
import { LoadingScreen } from "../../../components/Loading";
import { SubmitButton } from "../../../components/SubmitButton";
import { TextAreaField } from "../../../components/TextAreaField";
import { showSubmitError } from "../../../lib/formErrors";
import { useSession } from "../../../lib/session";
import { useCreateReview } from "../api/createReview";
import { PageTitle } from "../../../components/PageTitle";
import { useContractForm } from "../../../lib/useContractForm";

const fieldNames = ["name", "img", "ratings", "description"] as const;

/** /dashboard/myReviews: the Add a Review form. */
export function AddReviewPage() {
  const { user } = useSession();
  // The form's defaults are read once, so it waits for the name it is prefilled with.
  if (!user) return <LoadingScreen />;
  return <AddReviewForm displayName={user.displayName} />;
}

function AddReviewForm({ displayName }: { displayName: string }) {
  const createReview = useCreateReview();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(reviewFormSchema, {
    defaultValues: { name: displayName, img: "", ratings: "", description: "" },
  });

  const onSubmit = handleSubmit((review) => {
    if (createReview.isPending) return;
    createReview.mutate(review, {
      onSuccess: () => {
        toast.success(messages.review.added);
        reset();
      },
      onError: (error) => showSubmitError(error, fieldNames, setError),
    });
  });

  return (
    <div className="max-w-2xl">
      <PageTitle>{addReviewTexts.pageTitle}</PageTitle>
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{addReviewTexts.heading}</h1>
      <p className="mt-2 text-base-content/75">{addReviewTexts.intro}</p>
      <form noValidate onSubmit={onSubmit} className="card mt-6 border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4 p-5 sm:p-6">
          <FormField label={reviewFormLabels.name} type="text" autoComplete="name" error={errors.name?.message} {...register("name")} />
          <FormField
            label={reviewFormLabels.img}
            type="url"
            inputMode="url"
            placeholder="https://…"
            hint={addReviewTexts.imgHint}
            error={errors.img?.message}
            {...register("img")}
          />
          <FormField
            label={reviewFormLabels.ratings}
            type="number"
            inputMode="numeric"
            min={1}
            max={REVIEW_MAX_RATING}
            step={1}
            hint={addReviewTexts.ratingsHint(REVIEW_MAX_RATING)}
            className="sm:max-w-40"
            error={errors.ratings?.message}
            {...register("ratings")}
          />
          <TextAreaField label={reviewFormLabels.description} rows={5} error={errors.description?.message} {...register("description")} />
          <div className="card-actions justify-end pt-1">
            <SubmitButton busy={createReview.isPending} className="w-full sm:w-auto">
              {addReviewTexts.submit}
            </SubmitButton>
          </div>
        </div>
      </form>
    </div>
  );
}
