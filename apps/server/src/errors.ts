import { errorStatus, type ErrorBody, type ErrorCode, type FieldError } from "@shop/contract";

/** The one error type of the server: a closed set of kinds, each with one HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const badRequest = (message: string, fields?: FieldError[]) => new AppError("bad_request", message, fields);
export const unauthorized = (message = "Sign in to continue") => new AppError("unauthorized", message);
export const forbidden = (message = "You are not allowed to do this") => new AppError("forbidden", message);
export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
/** `fields` when one input holds the clash (a taken SKU), so a form shows it under that input. */
export const conflict = (message: string, fields?: FieldError[]) => new AppError("conflict", message, fields);
export const tooManyRequests = (message: string) => new AppError("too_many_requests", message);

const codeByStatus: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  429: "too_many_requests",
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

function validationFields(context: string | undefined, issues: readonly ValidationIssue[]): FieldError[] {
  return issues.map((issue) => {
    const path = issue.instancePath?.replace(/^\//, "").replaceAll("/", ".") ?? "";
    return { path: [context, path].filter(Boolean).join("."), message: issue.message ?? "is invalid" };
  });
}

/**
 * Every failure, ours or the framework's, becomes one CONTRACT error body. Anything not
 * recognised is a 500 whose message reveals nothing.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (typeof error !== "object" || error === null) return new AppError("internal", "Something went wrong");
  const { statusCode, validation, validationContext, message } = error as {
    statusCode?: number;
    validation?: ValidationIssue[];
    validationContext?: string;
    message?: string;
  };
  if (Array.isArray(validation)) {
    return badRequest("The request is invalid", validationFields(validationContext, validation));
  }
  if (statusCode === 413) return new AppError("payload_too_large", "The request body is too large");
  if (statusCode === 415) return badRequest("Send the request body as application/json");
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return new AppError(codeByStatus[statusCode] ?? "bad_request", message ?? "The request is invalid");
  }
  return new AppError("internal", "Something went wrong");
}
