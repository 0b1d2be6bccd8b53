import type { NewProfile, UpdateProfileResponse } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";

const updateProfileResponseSchema = lazySchema("updateProfileResponseSchema");
import { queryKeys } from "../../../lib/query-keys";

/** `PUT /api/profile/{email}` (bearer): rewrites the owner's profile, or creates it (upsert). */
export function updateProfile(profile: NewProfile): Promise<UpdateProfileResponse> {
  return apiRequest(`/api/profile/${encodeURIComponent(profile.email)}`, updateProfileResponseSchema, {
    method: "PUT",
    body: profile,
    auth: "required",
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
  });
}
