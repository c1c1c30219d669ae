// One form dialect (decision 0039). Outside the form protocol's own modules:
//
// - nothing parses a form with conform's `parseWithZod` (static import, re-export, namespace or
//   dynamic import of @conform-to/zod): actions call `parseForm` from app/.server/forms/form.ts,
//   so every submission is read, and answered, one way;
// - no JSX posts a form by hand (`<Form method="post">`, `<fetcher.Form method="post">`…) outside
//   app/components/forms: `PostForm` (with `fetcher` for a form that stays on the page) draws the
//   error summary, the intent and the honeypot the same way on every form;
// - no action reads a posted field raw (`form.get("x")`, `formData.getAll`, `ctx.form.get`):
//   fields go through a schema (parseForm, readFields, typedText), so what is read is typed and
//   checked.
import path from "node:path";

const PARSERS = new Set(["parseWithZod"]);
const ZOD_ADAPTER = "@conform-to/zod";

export default {
  rules: {
    "one-dialect": {
      meta: {
        type: "problem",
        docs: { description: "forms are parsed with parseForm and drawn with PostForm" },
        schema: [],
      },
      create(context) {
        const file = context.filename ?? context.getFilename();
        const appDir = path.resolve(context.cwd ?? process.cwd(), "app");
        const rel = path.relative(appDir, file).split(path.sep).join("/");
        if (rel.startsWith("..")) return {};
        const mayParse = rel === ".server/forms/form.ts" || /^lib\/form-kit(\.tsx?$|\/)/.test(rel);
        const mayPost = rel.startsWith("components/forms/");
        const mayRead = rel.startsWith(".server/forms/") || mayPost; // the kit reads a pending submission
        const readMessage =
          "Read posted fields through a schema (parseForm, readFields or typedText from app/.server/forms/form.ts), not form.get() (decision 0039)";
        const FORM_NAMES = new Set(["form", "formData"]);
        const isFormData = (node) =>
          (node.type === "Identifier" && FORM_NAMES.has(node.name)) ||
          (node.type === "MemberExpression" && !node.computed && FORM_NAMES.has(node.property.name));
        const parseMessage =
          "Parse a form with parseForm from app/.server/forms/form.ts, not conform's parseWithZod (decision 0039)";
        const postMessage =
          'Draw a posted form with PostForm from ~/components/forms/PostForm (`fetcher` for a fetcher\'s form), not a hand-wired <Form method="post"> (decision 0039)';

        const names = (node) =>
          node.specifiers.map((s) =>
            s.type === "ImportSpecifier"
              ? s.importKind === "type"
                ? null
                : (s.imported.name ?? s.imported.value)
              : s.type === "ExportSpecifier"
                ? (s.local.name ?? s.local.value)
                : "*",
          );
        function checkImport(node, isTypeOnly) {
          if (mayParse || node.source?.value !== ZOD_ADAPTER || isTypeOnly) return;
          const used = names(node);
          if (used.includes("*") || used.some((n) => PARSERS.has(n))) context.report({ node, message: parseMessage });
        }

        const isPost = (attr) => {
          if (attr.type !== "JSXAttribute" || attr.name.name !== "method" || !attr.value) return false;
          const v = attr.value;
          const literal =
            v.type === "Literal"
              ? v.value
              : v.type === "JSXExpressionContainer" && v.expression.type === "Literal"
                ? v.expression.value
                : v.type === "JSXExpressionContainer" &&
                    v.expression.type === "TemplateLiteral" &&
                    v.expression.expressions.length === 0
                  ? v.expression.quasis[0].value.cooked
                  : null;
          return typeof literal === "string" && literal.toLowerCase() === "post";
        };
        const isForm = (name) =>
          (name.type === "JSXIdentifier" && name.name === "Form") ||
          (name.type === "JSXMemberExpression" && name.property.name === "Form");

        return {
          ImportDeclaration: (node) => checkImport(node, node.importKind === "type"),
          ExportNamedDeclaration: (node) => node.source && checkImport(node, node.exportKind === "type"),
          ExportAllDeclaration: (node) => {
            if (!mayParse && node.source.value === ZOD_ADAPTER && node.exportKind !== "type")
              context.report({ node, message: parseMessage });
          },
          ImportExpression: (node) => {
            if (!mayParse && node.source.type === "Literal" && node.source.value === ZOD_ADAPTER)
              context.report({ node, message: parseMessage });
          },
          CallExpression: (node) => {
            const callee = node.callee;
            if (
              !mayRead &&
              callee.type === "MemberExpression" &&
              !callee.computed &&
              (callee.property.name === "get" || callee.property.name === "getAll") &&
              isFormData(callee.object)
            )
              context.report({ node, message: readMessage });
          },
          JSXOpeningElement: (node) => {
            if (!mayPost && isForm(node.name) && node.attributes.some(isPost))
              context.report({ node, message: postMessage });
          },
        };
      },
    },
  },
};
