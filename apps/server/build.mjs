// Bundles the server into dist/server.js. The workspace's own TypeScript packages
// (@shop/*) are bundled in; every npm dependency stays an import from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externalize-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@shop/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
