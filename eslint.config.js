// ESLint 9 flat config: TypeScript, React, hooks, accessibility, and the layering of app/
// (docs/architecture.md; scripts/eslint/layers.js); server/ reaches the app only through the build.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import layers from "./scripts/eslint/layers.js";
import session from "./scripts/eslint/session.js";
import formDialect from "./scripts/eslint/form-dialect.js";

const restrict = (...groups) => ["error", { patterns: groups }];
const APP_INTERNALS = {
  group: ["../app/*", "../../app/*", "../../../app/*", "~/*"],
  message: "server/ reaches the app only through the build (build/server).",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".data/**",
      "node_modules/**",
      "public/**",
      "test-results/**",
      "playwright-report/**",
      "app/.server/commerce/generated/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "tests/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      // apostrophes in copy are safe in JSX text
      "react/no-unescaped-entities": "off",
      // HTML's render-blocking attribute (decision 0030), newer than the rule's list
      "react/no-unknown-property": ["error", { ignore: ["blocking"] }],
      // a box that scrolls (wide tables, the carousel) must be reachable by keyboard: axe's
      // scrollable-region-focusable asks for exactly the tabIndex={0} region this rule forbids
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  // app/'s layers and feature boundaries, static and dynamic imports alike (scripts/eslint/layers.js):
  // a component may name the shape of its loader's data (`import type`, erased from the bundle)
  // but never import server code or a zod schema; a route folder is private to itself.
  { files: ["app/**/*.{ts,tsx}"], plugins: { layers }, rules: { "layers/import-boundaries": "error" } },
  // The host reads the session once per request and commits it once (decision 0038): outside
  // app/.server/session/, no module opens or writes the session or flash cookie (scripts/eslint/session.js).
  { files: ["app/**/*.{ts,tsx}"], plugins: { session }, rules: { "session/host-only": "error" } },
  // One form dialect (decision 0039): outside the form protocol (app/.server/forms/form.ts) and the
  // kit, nothing parses with conform's parseWithZod; outside app/components/forms, no JSX posts a
  // <Form> or fetcher form by hand: PostForm does (scripts/eslint/form-dialect.js).
  { files: ["app/**/*.{ts,tsx}"], plugins: { forms: formDialect }, rules: { "forms/one-dialect": "error" } },
  { files: ["server/**"], rules: { "no-restricted-imports": restrict(APP_INTERNALS) } },
  // Logs are JSON lines through the logger (server/observability, decision 0042): the request's
  // (`context.log`, or `log()` from ~/.server/observability) or the process's (rootLogger).
  // The sandbox is a program of its own and prints as it likes.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["server/sandbox/**"],
    rules: { "no-console": "error" },
  },
  // support.ts's `test` carries the fixtures every browser test needs (a shopper's own address,
  // failing on any console error): Playwright's own would silently go without them.
  {
    files: ["tests/e2e/**"],
    ignores: ["tests/e2e/support.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import `test` from ./support (design.md §5).",
            },
          ],
        },
      ],
    },
  },
);
