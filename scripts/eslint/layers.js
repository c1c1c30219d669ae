// The layering of app/ (docs/architecture.md, "Where a file goes"), as one ESLint rule that
// resolves every import: static, re-export and dynamic `import()` alike.
//
// - app/lib: pure code both sides run: imports nothing from app/.server, components or routes.
// - app/.server: server code: never imports UI (components, or a route folder's files).
// - Browser code (app/components, and a route folder's files other than route.tsx and
//   *.server.ts): no server code (types only), no zod schemas (types only).
// - A feature is a route folder, and it is private: no file outside app/routes/<folder>/
//   imports from it. What two features share lives in app/components (UI) or app/.server
//   (server); app/routes.ts names the route modules by path, not by import.
import path from "node:path";

/** Where `spec`, imported from `file`, points inside app/ ("lib/x", "routes/a/b"…), or null. */
function target(spec, file, appDir) {
  let abs;
  if (spec.startsWith("~/")) abs = path.join(appDir, spec.slice(2));
  else if (spec.startsWith(".")) abs = path.resolve(path.dirname(file), spec.split("?")[0]);
  else return null;
  const rel = path.relative(appDir, abs);
  return rel.startsWith("..") || path.isAbsolute(rel) ? null : rel.split(path.sep).join("/");
}

/** What kind of file this is: lib, server, component:<feature>, route:<folder>, route-ui:<folder>. */
function kindOf(rel) {
  const parts = rel.split("/");
  if (parts[0] === "lib") return { kind: "lib" };
  if (parts[0] === ".server") return { kind: "server" };
  if (parts[0] === "components") return { kind: "component" };
  if (parts[0] === "routes" && parts.length > 2) {
    const name = parts.at(-1);
    const server = /\.server\.(ts|tsx)$/.test(name) || name === "route.ts" || parts.includes(".server");
    if (server) return { kind: "route-server", folder: parts[1] };
    if (/^route\.tsx$/.test(name)) return { kind: "route", folder: parts[1] };
    return { kind: "route-ui", folder: parts[1] };
  }
  return { kind: "other" };
}

const isServerTarget = (rel) => rel.startsWith(".server/") || rel === ".server" || /\.server(\.(ts|tsx))?$/.test(rel);
const isSchema = (rel) => rel.startsWith("lib/schemas/") || rel === "lib/schemas";

export default {
  rules: {
    "import-boundaries": {
      meta: {
        type: "problem",
        docs: { description: "app/'s layers and feature boundaries, for static and dynamic imports" },
        schema: [],
      },
      create(context) {
        const file = context.filename ?? context.getFilename();
        const appDir = path.resolve(context.cwd ?? process.cwd(), "app");
        const fromRel = path.relative(appDir, file);
        if (fromRel.startsWith("..")) return {};
        const from = kindOf(fromRel.split(path.sep).join("/"));

        function check(node, spec, typeOnly) {
          if (typeof spec !== "string") return;
          const to = target(spec, file, appDir);
          if (!to) return;
          const report = (message) => context.report({ node, message: `${message} (${spec})` });
          const toParts = to.split("/");
          // a route folder is private to itself
          if (toParts[0] === "routes" && toParts.length > 2 && !(from.folder && from.folder === toParts[1]))
            return report(
              "Only files of the same route folder import from it; move what two routes share to app/components or app/.server",
            );
          if (
            from.kind === "lib" &&
            (to.startsWith(".server") || to.startsWith("components") || to.startsWith("routes"))
          )
            return report("app/lib is shared by both sides: it imports only app/lib");
          if ((from.kind === "server" || from.kind === "route-server") && to.startsWith("components"))
            return report("Server code never imports UI components");
          const browser = from.kind === "component" || from.kind === "route-ui";
          if (browser && !typeOnly && isServerTarget(to))
            return report("Browser code imports only types from server code");
          if (browser && !typeOnly && isSchema(to))
            return report("No zod in the browser: take names from ~/lib/form-names and only types from a schema");
        }

        const typeOnlyDecl = (node) =>
          node.importKind === "type" ||
          node.exportKind === "type" ||
          (node.specifiers?.length > 0 &&
            node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));
        return {
          ImportDeclaration: (node) => check(node, node.source.value, typeOnlyDecl(node)),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, typeOnlyDecl(node)),
          ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === "type"),
          ImportExpression: (node) =>
            node.source.type === "Literal"
              ? check(node, node.source.value, false)
              : node.source.type === "TemplateLiteral" && node.source.expressions.length === 0
                ? check(node, node.source.quasis[0].value.cooked, false)
                : undefined,
          TSImportType: (node) => {
            const lit = node.argument?.literal ?? node.argument;
            if (lit?.type === "Literal") check(node, lit.value, true);
          },
        };
      },
    },
  },
};
