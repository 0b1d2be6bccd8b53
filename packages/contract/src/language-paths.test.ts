import { describe, expect, it } from "vitest";
import { languageOfPath, pathInLanguage, pathWithinLanguage, preferredLanguage } from "./language-paths";

describe("the paths of the two languages", () => {
  it.each([
    ["/", "en", "/", "/bn"],
    ["/tools?q=hoe", "en", "/tools", "/bn/tools?q=hoe"],
    ["/bn", "bn", "/", "/bn"],
    ["/bn/tools/42", "bn", "/tools/42", "/bn/tools/42"],
    ["/bnx", "en", "/bnx", "/bn/bnx"],
  ])("%s is %s, %s within it, %s in Bangla", (path, language, within, bangla) => {
    expect(languageOfPath(path.split("?")[0] ?? path)).toBe(language);
    expect(pathWithinLanguage(path.split("?")[0] ?? path)).toBe(within);
    expect(pathInLanguage(path, "bn")).toBe(bangla);
    expect(pathInLanguage(pathInLanguage(path, "bn"), "en")).toBe(pathInLanguage(path, "en"));
  });

  it.each([
    [undefined, undefined, "en"],
    ["lang=bn", undefined, "bn"],
    ["session=x; lang=en", "bn-BD,bn;q=0.9", "en"],
    [undefined, "bn-BD,bn;q=0.9,en;q=0.8", "bn"],
    [undefined, "en-US,en;q=0.9,bn;q=0.8", "en"],
    [undefined, "fr;q=0.9,bn;q=0.5", "bn"],
    [undefined, "bn;q=0", "en"],
    ["lang=de", "bn", "bn"],
  ])("cookie %s and Accept-Language %s prefer %s", (cookie, accept, language) => {
    expect(preferredLanguage(cookie, accept)).toBe(language);
  });
});
