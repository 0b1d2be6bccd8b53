import path from "node:path";
import { describe, expect, it } from "vitest";
import { uploadedFile } from "./uploads";

describe("uploadedFile", () => {
  const dir = "/srv/uploads";

  it("finds a stored name in the upload folder with its type", () => {
    expect(uploadedFile(dir, "0123456789abcdef0123456789abcdef.webp")).toEqual({ file: path.join(dir, "0123456789abcdef0123456789abcdef.webp"), type: "image/webp" });
    expect(uploadedFile(dir, "0123456789abcdef0123456789abcdef.jpg")?.type).toBe("image/jpeg");
  });

  it("looks up nothing that is not one of its own names", () => {
    for (const name of ["../auth-secret", "..%2fx.png", "0123456789abcdef0123456789abcdef.svg", "0123456789ABCDEF0123456789ABCDEF.png", "x.png", ".png", "0123456789abcdef0123456789abcdef.png/.."]) {
      expect(uploadedFile(dir, name)).toBeUndefined();
    }
  });
});
