import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers (docs/decisions/170-layers-enforced-by-lint.md): components/ and lib/ never import
 * features/; lib/ takes no content/ (it may read the page list in i18n/pages.ts); the server takes from app/ only lib/
 * and the routing tables it serves by. Type-only imports are allowed: they vanish at build time.
 */
const layer = (names) => names.flatMap((name) => [`~/${name}/**`, `**/${name}/**`]);
const restrict = (groups) => [
  "error",
  { patterns: groups.map(([group, message]) => ({ group, message, allowTypeImports: true })) },
];
const FEATURES = [
  layer(["features"]),
  "components/ and lib/ must not import features/ (move the shared piece down).",
];
const CONTENT = [
  layer(["content"]),
  "lib/ stays pure: pass the data in, or move the helper up to content/ or features/.",
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "dist/**",
      "data/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      "public/generated/**",
      "server/store/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Sanitizers strip control characters on purpose.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": restrict([FEATURES]) },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": restrict([FEATURES, CONTENT]) },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Routing tables the server answers by are allowed too (languages, pages, redirects, 404s).
              // So is the 404 search, which the server renders (server/site-search.ts), and the
              // English calculator texts, whose names the team chat's quotes use
              // (server/outbox/lead-messages.ts).
              regex:
                "(^|/)app/(?!lib/|i18n/(languages|pages|redirects|prerender|messages/en/calculator)$|features/search/(search|search-index)$)",
              message: "The server takes from app/ only lib/ (and the i18n routing tables).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
