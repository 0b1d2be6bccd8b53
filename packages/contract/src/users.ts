import { z } from "zod";
import { roleSchema } from "./auth";
import { idSchema } from "./common";
import { deleteResultSchema, updateResultSchema } from "./results";

/** A user as the admin's All Users page lists it (spec section 3, User). */
export const userDocumentSchema = z.object({
  _id: idSchema,
  email: z.string(),
  role: roleSchema,
  name: z.string(),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;
export const userListSchema = z.array(userDocumentSchema);

/** `PUT /api/user/admin/{email}`: the spec's client reads `modifiedCount` (0 when already admin). */
export const makeAdminResponseSchema = updateResultSchema.omit({ upsertedId: true });
export type MakeAdminResponse = z.infer<typeof makeAdminResponseSchema>;

/**
 * `DELETE /api/user/admin/{email}` (not in the spec): takes the admin role away. Answers like
 * Make Admin: an account that is no admin answers 1 matched, 0 modified (nothing to remove),
 * not an error, so a repeated click is harmless.
 */
export const removeAdminResponseSchema = makeAdminResponseSchema;
export type RemoveAdminResponse = z.infer<typeof removeAdminResponseSchema>;

/** `DELETE /api/user/{id}`. */
export const deleteUserResponseSchema = deleteResultSchema;
export type DeleteUserResponse = z.infer<typeof deleteUserResponseSchema>;
