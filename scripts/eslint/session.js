// The session is read once per request and committed once, by the host (decision 0038): loaders
// and actions use `context.session`. So, outside app/.server/session/:
//
// - nothing imports what opens or writes the cookies: getSession, commitSession, destroySession
//   from session/session.ts, or anything from session/flash.ts (static, re-export or dynamic);
// - nothing names the session or flash cookie ("ashless", "__Host-ashless-flash=…"), which is how
//   a hand-set `Set-Cookie` for them would start.
import path from "node:path";

const HOST_ONLY = new Set(["getSession", "commitSession", "destroySession", "sealedWithOlderSecret"]);
const COOKIE_NAME = /^(__Host-)?ashless(-flash)?(=|$)/;

/** Where `spec`, imported from `file`, points inside app/ (".server/session/flash"…), or null. */
function target(spec, file, appDir) {
  let abs;
  if (spec.startsWith("~/")) abs = path.join(appDir, spec.slice(2));
  else if (spec.startsWith(".")) abs = path.resolve(path.dirname(file), spec.split("?")[0]);
  else return null;
  const rel = path.relative(appDir, abs).split(path.sep).join("/");
  return rel.startsWith("..") ? null : rel.replace(/\.(ts|tsx|js)$/, "");
}

export default {
  rules: {
    "host-only": {
      meta: {
        type: "problem",
        docs: { description: "only the host opens and commits the session and flash cookies" },
        schema: [],
      },
      create(context) {
        const file = context.filename ?? context.getFilename();
        const appDir = path.resolve(context.cwd ?? process.cwd(), "app");
        const fromRel = path.relative(appDir, file).split(path.sep).join("/");
        if (fromRel.startsWith("..") || fromRel.startsWith(".server/session/")) return {};
        const message = (what) =>
          `${what}: the host opens and commits the session once per request; use context.session (decision 0038)`;

        function check(node, spec, names) {
          if (typeof spec !== "string") return;
          const to = target(spec, file, appDir);
          if (to === ".server/session/flash") return context.report({ node, message: message("The flash cookie") });
          if (to !== ".server/session/session") return;
          const used = names === null ? [...HOST_ONLY] : names.filter((n) => HOST_ONLY.has(n));
          if (used.length > 0) context.report({ node, message: message(used.join(", ")) });
        }
        const importedNames = (node) =>
          node.specifiers.map((s) =>
            s.type === "ImportSpecifier"
              ? (s.imported.name ?? s.imported.value)
              : s.type === "ExportSpecifier"
                ? (s.local.name ?? s.local.value)
                : "*",
          );
        const namesOf = (node) => {
          const names = importedNames(node);
          // a namespace import reaches every export
          return names.includes("*") ? null : names;
        };
        const cookieName = (node, value) => {
          if (typeof value === "string" && COOKIE_NAME.test(value))
            context.report({ node, message: message("The session's cookie") });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value, namesOf(node)),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, namesOf(node)),
          ExportAllDeclaration: (node) => check(node, node.source.value, null),
          ImportExpression: (node) =>
            node.source.type === "Literal"
              ? check(node, node.source.value, null)
              : node.source.type === "TemplateLiteral" && node.source.expressions.length === 0
                ? check(node, node.source.quasis[0].value.cooked, null)
                : undefined,
          Literal: (node) => cookieName(node, node.value),
          TemplateElement: (node) => cookieName(node, node.value.cooked),
        };
      },
    },
  },
};
