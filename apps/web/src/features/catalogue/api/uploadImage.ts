import type { UploadResponse } from "@shop/contract";
import { uploadResponseSchema } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/** `POST /api/uploads` (admin): a product image; the answer's url goes in the tool's img. */
export function uploadImage(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append("file", file);
  return apiRequest("/api/uploads", uploadResponseSchema, { method: "POST", body, auth: "required" });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
