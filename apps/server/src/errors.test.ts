import { describe, expect, it } from "vitest";
import { AppError, conflict, toAppError } from "./errors";

describe("toAppError", () => {
  it("keeps AppErrors and their status", () => {
    const error = conflict("taken");
    expect(toAppError(error)).toBe(error);
    expect(error.status).toBe(409);
    expect(error.toBody()).toEqual({ error: { code: "conflict", message: "taken" } });
  });

  it("turns schema validation into a 400 naming the fields", () => {
    const error = toAppError({
      statusCode: 400,
      validationContext: "body",
      validation: [{ instancePath: "/address/street", message: "Required" }],
    });
    expect(error.toBody()).toEqual({
      error: { code: "bad_request", message: "The request is invalid", fields: [{ path: "body.address.street", message: "Required" }] },
    });
  });

  it("maps the framework's 4xx and hides everything else", () => {
    expect(toAppError({ statusCode: 413, message: "big" }).code).toBe("payload_too_large");
    expect(toAppError({ statusCode: 400, message: "Unexpected token" }).code).toBe("bad_request");
    const internal = toAppError(new Error("connection string postgres://secret"));
    expect(internal).toBeInstanceOf(AppError);
    expect(internal.status).toBe(500);
    expect(internal.message).not.toContain("secret");
  });
});
