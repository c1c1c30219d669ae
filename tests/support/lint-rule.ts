// One of our ESLint rules (scripts/eslint/*.js) run alone over a snippet, as if it were the file
// `file` of this repository: the messages it reports.
import path from "node:path";
import { Linter, type ESLint } from "eslint";
import tseslint from "typescript-eslint";

const root = path.resolve(new URL("../..", import.meta.url).pathname);
const linter = new Linter({ cwd: root });

export function ruleLinter(name: string, plugin: unknown, rule: string) {
  return (file: string, code: string) =>
    linter
      .verify(
        code,
        [
          {
            files: ["**/*.{ts,tsx}"],
            languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
            plugins: { [name]: plugin as ESLint.Plugin },
            rules: { [`${name}/${rule}`]: "error" },
          },
        ],
        path.join(root, file),
      )
      .map((m) => m.message);
}
