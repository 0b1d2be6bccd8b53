import { errorStatus, fieldMessages, notFoundMessages, requestMessages, sayEnglish, serverMessages, type ErrorBody, type ErrorCode, type FieldError, type NotFoundThing } from "@shop/contract";

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
// The default words are read at each refusal, in the language of its request (issue 38).
export const unauthorized = (message: string = serverMessages.signIn) => new AppError("unauthorized", message);
export const forbidden = (message: string = serverMessages.notAllowed) => new AppError("forbidden", message);
export const notFound = (what: NotFoundThing) => new AppError("not_found", notFoundMessages[what]);
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
    return { path: [context, path].filter(Boolean).join("."), message: issue.message === undefined ? fieldMessages.invalid : sayEnglish(issue.message) };
  });
}

/**
 * Every failure, ours or the framework's, becomes one CONTRACT error body. Anything not
 * recognised is a 500 whose message reveals nothing.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (typeof error !== "object" || error === null) return new AppError("internal", serverMessages.somethingWentWrong);
  const { statusCode, validation, validationContext, message } = error as {
    statusCode?: number;
    validation?: ValidationIssue[];
    validationContext?: string;
    message?: string;
  };
  if (Array.isArray(validation)) {
    return badRequest(serverMessages.invalidRequest, validationFields(validationContext, validation));
  }
  if (statusCode === 413) return new AppError("payload_too_large", requestMessages.bodyTooLarge);
  if (statusCode === 415) return badRequest(serverMessages.sendJson);
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return new AppError(codeByStatus[statusCode] ?? "bad_request", message === undefined ? serverMessages.invalidRequest : requestMessages.framework(message));
  }
  return new AppError("internal", serverMessages.somethingWentWrong);
}
