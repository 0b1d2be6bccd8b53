import { isApiError } from "./api";

/**
 * A record that is not there for this visitor: unknown (404), malformed in the address (400)
 * or someone else's (403, as unknown to them as a missing one). Asking again gives the same
 * answer, so the page says so and offers no Retry.
 */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.status === 403 || error.status === 404);
}
