import { catalogueMessages, productAdminTexts, UPLOAD_MAX_BYTES, uploadTypes } from "@shop/contract";
import { useId, useState, type ChangeEvent } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api";
import { useUploadImage } from "../api/uploadImage";

/**
 * Upload image: a file picker beside a product's image URL field. The server checks the type
 * from the bytes; the size and the picker's accept list only spare a useless upload.
 */
export function ImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const id = useId();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | undefined>();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || upload.isPending) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(catalogueMessages.imageTooLarge);
      return;
    }
    setProblem(undefined);
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onUploaded(url);
        toast.success(catalogueMessages.imageUploaded);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {productAdminTexts.uploadImage}
      </label>
      <input
        id={id}
        type="file"
        accept={uploadTypes.join(",")}
        className="file-input w-full"
        onChange={onChange}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
        aria-busy={upload.isPending || undefined}
      />
      <p id={`${id}-hint`} className="text-xs text-base-content/75">
        {upload.isPending ? productAdminTexts.uploading : productAdminTexts.uploadHint}
      </p>
      {problem && (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
