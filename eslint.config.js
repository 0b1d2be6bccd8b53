import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const here = import.meta.dirname;

/**
 * The web app's sealed features (README, "Layout"): a feature imports only its own folder,
 * src/lib, src/components and the contract; src/app composes features; lib and components import
 * no feature. The folders are read here, so a new feature is sealed without an entry.
 */
const webSrc = path.join(here, "apps/web/src");
const features = readdirSync(path.join(webSrc, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sealed = "A feature imports only its own folder, src/lib, src/components and @shop/contract; compose features in src/app (README, Layout).";
const webZones = [
  ...features.map((name) => ({ target: `features/${name}`, from: "features", except: [`./${name}`], message: sealed })),
  { target: "features", from: ["app", "main.tsx", "entry-server.tsx", "boot.ts"], message: sealed },
  {
    target: ["lib", "components"],
    from: ["features", "app", "main.tsx", "entry-server.tsx", "boot.ts"],
    message: "src/lib and src/components are shared by every feature, so they import none (README, Layout).",
  },
];

/**
 * Decision 020: the contract's modules are its words (texts, messages, constants: no zod, in the
 * first download) and its schemas (zod, loaded with the pages that parse). vite.config.ts puts a
 * module on a side by whether it imports zod, so a words module that imports a schema module
 * (or a barrel) for a value would take zod into the first download, found only by the size check
 * after a build. The same reading here (a module that names "zod" is a schema module) makes that
 * a lint error; and the modules that are words by their name (`*-texts.ts`, messages, constants,
 * pricing: the decision's and the first download's) may not import zod either, as that would
 * quietly move them to the schemas' side. Type-only imports are erased, so they stay allowed.
 */
const contractSrc = path.join(here, "packages/contract/src");
const contractModules = readdirSync(contractSrc).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
const isBarrel = (file) => file === "index.ts" || file === "front.ts";
const isWordsByName = (file) => file.endsWith("-texts.ts") || ["messages.ts", "constants.ts", "pricing.ts"].includes(file);
const importsZod = (file) => /from "zod/.test(readFileSync(path.join(contractSrc, file), "utf8"));
const schemaModules = contractModules.filter((file) => isBarrel(file) || (importsZod(file) && !isWordsByName(file)));
const wordsModules = contractModules.filter((file) => !schemaModules.includes(file));
const misfiled = "A words module of the contract (no zod: the first download takes it) imports zod or a schema module: move the value into a words module, or import only its type (decision 020).";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/dist-ssr/**", "**/node_modules/**", "**/test-results/**", "**/playwright-report/**", "e2e/artifacts/**", "data/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      // The cycle check reads the imported modules themselves: TypeScript ones too.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": ["error", { basePath: webSrc, zones: webZones }],
      // Lazy `import()`s count too; type-only imports do not (they are erased).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "no-restricted-syntax": [
        "error",
        {
          // The updater runs when React renders, and by then a controlled field may show its
          // state again (lib/deferredForms.tsx announces typed text from inside a commit).
          selector: "CallExpression[callee.name=/^set[A-Z]/] > ArrowFunctionExpression MemberExpression[property.name=/^(target|currentTarget)$/]",
          message: "Read the event's field before the state updater (`({ target: { value } }) => setX((old) => … value …)`): the updater runs later, when the field may show something else.",
        },
      ],
    },
  },
  {
    // The server reads one way too (DESIGN: route -> module -> database; types live with their
    // owner): no module may import one that imports it back (issue 20 removed the last two).
    files: ["apps/server/src/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".js", ".mjs", ".json"] })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // A route file declares routes; the rules live in modules/ (DESIGN's one direction).
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: path.join(here, "apps/server/src"),
          zones: [
            { target: ["modules", "auth", "payments", "lib", "db"], from: "routes", message: "routes/ are thin handlers; nothing imports them (DESIGN: route -> module -> database)." },
          ],
        },
      ],
    },
  },
  {
    files: wordsModules.map((file) => `packages/contract/src/${file}`),
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: misfiled, allowTypeImports: true }],
          patterns: [{ regex: `^\\./(${schemaModules.map((file) => file.replace(/\.ts$/, "")).join("|")})(\\.ts)?$`, message: misfiled, allowTypeImports: true }],
        },
      ],
    },
  },
);
