import type { CreateProfileResponse, NewProfile } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";

const createProfileResponseSchema = lazySchema("createProfileResponseSchema");
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/profile` (bearer): 201; 403 when the email is not the caller's own. */
export function createProfile(profile: NewProfile): Promise<CreateProfileResponse> {
  return apiRequest("/api/profile", createProfileResponseSchema, { method: "POST", body: profile, auth: "required" });
}

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
  });
}
