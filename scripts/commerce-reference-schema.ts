// The Adobe Commerce 2.4.7 reference schema for tests/unit/commerce-schema-compat.test.ts, which is
// Adobe's and not in this repository (docs/product.md, "The Adobe Commerce reference schema").
// `tsx scripts/commerce-reference-schema.ts <dir or file>... > merged.graphql` reads every
// `*.graphqls` under the given paths (each Magento module's etc/schema.graphqls) and merges them
// as Magento does: a type declared by several modules gets the fields, interfaces and values of
// all of them, and the fields of the interfaces it implements. `@doc(description:)` becomes the
// description; Magento's resolver and cache directives are dropped; `@deprecated` stays. The
// result is printed by graphql-js.
import fs from "node:fs";
import path from "node:path";
import { buildASTSchema, Kind, parse, printSchema, type DefinitionNode, type DocumentNode } from "graphql";

function schemaFiles(target: string): string[] {
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(target, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "Test" ? [] : schemaFiles(full);
      return entry.name.endsWith(".graphqls") ? [full] : [];
    });
}

/** A definition, field, argument or enum value, loosely: the parts this merge reads or writes. */
type Node = {
  kind: string;
  name: { value: string };
  description?: { kind: string; value: string };
  directives?: readonly { name: { value: string }; arguments?: readonly { name: { value: string }; value: Node }[] }[];
  fields?: Node[];
  values?: Node[];
  interfaces?: Node[];
  types?: Node[];
  arguments?: Node[];
  value?: string;
};

/** `@doc(description: "…")` as a description; only `@deprecated` kept among the directives. */
function clean(node: Node): Node {
  const doc = node.directives?.find((d) => d.name.value === "doc");
  const text = doc?.arguments?.find((a) => a.name.value === "description")?.value;
  return {
    ...node,
    description: text?.kind === Kind.STRING ? { kind: Kind.STRING, value: text.value ?? "" } : node.description,
    directives: node.directives?.filter((d) => d.name.value === "deprecated"),
    ...(node.arguments ? { arguments: node.arguments.map(clean) } : {}),
    ...(node.fields ? { fields: node.fields.map(clean) } : {}),
    ...(node.values ? { values: node.values.map(clean) } : {}),
  };
}

const BASE_KIND: Record<string, string> = {
  [Kind.OBJECT_TYPE_EXTENSION]: Kind.OBJECT_TYPE_DEFINITION,
  [Kind.INTERFACE_TYPE_EXTENSION]: Kind.INTERFACE_TYPE_DEFINITION,
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: Kind.INPUT_OBJECT_TYPE_DEFINITION,
  [Kind.ENUM_TYPE_EXTENSION]: Kind.ENUM_TYPE_DEFINITION,
  [Kind.UNION_TYPE_EXTENSION]: Kind.UNION_TYPE_DEFINITION,
  [Kind.SCALAR_TYPE_EXTENSION]: Kind.SCALAR_TYPE_DEFINITION,
};

/** Members of two declarations of one name; a later member replaces an earlier one of its name. */
function union(a: Node[] = [], b: Node[] = []): Node[] {
  const byName = new Map(a.map((m) => [m.name.value, m]));
  for (const m of b) byName.set(m.name.value, m);
  return [...byName.values()];
}

function read(file: string): Node[] {
  // Magento writes old syntax that graphql-js 16 refuses: `implements A, B` (now `A & B`) and
  // empty bodies `{}` (now no body at all).
  const sdl = fs
    .readFileSync(file, "utf8")
    .replace(/\bimplements\s+[^{@]+/g, (list) => list.replace(/,/g, " &"))
    .replace(/\{\s*\}/g, "");
  try {
    return parse(sdl).definitions.filter(
      (def) => def.kind !== Kind.DIRECTIVE_DEFINITION && "name" in def && def.name,
    ) as unknown as Node[];
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function mergeSchemaFiles(files: string[]): DocumentNode {
  const types = new Map<string, Node>();
  for (const def of files.flatMap(read)) {
    const node = clean({ ...def, kind: BASE_KIND[def.kind] ?? def.kind });
    const before = types.get(node.name.value);
    types.set(
      node.name.value,
      before
        ? {
            ...before,
            description: node.description ?? before.description,
            fields: union(before.fields, node.fields),
            values: union(before.values, node.values),
            interfaces: union(before.interfaces, node.interfaces),
            types: union(before.types, node.types),
          }
        : node,
    );
  }
  // A type gets the fields of the interfaces it implements that it does not declare itself, as
  // Magento's schema reader does.
  const inherited = (node: Node, seen = new Set<string>()): Node[] =>
    (node.interfaces ?? []).flatMap((i) => {
      const parent = types.get(i.name.value);
      if (!parent || seen.has(i.name.value)) return [];
      seen.add(i.name.value);
      return [...(parent.fields ?? []), ...inherited(parent, seen)];
    });
  for (const [name, node] of types) {
    const own = new Set((node.fields ?? []).map((f) => f.name.value));
    const extra = inherited(node).filter((f) => !own.has(f.name.value) && own.add(f.name.value));
    if (extra.length) types.set(name, { ...node, fields: [...(node.fields ?? []), ...extra] });
  }
  return { kind: Kind.DOCUMENT, definitions: [...types.values()] as unknown as DefinitionNode[] };
}

const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.error("usage: tsx scripts/commerce-reference-schema.ts <dir or .graphqls file>... > merged.graphql");
  process.exit(2);
}
const files = targets.flatMap(schemaFiles);
if (files.length === 0) {
  console.error(`no .graphqls files under ${targets.join(", ")}`);
  process.exit(1);
}
const schema = buildASTSchema(mergeSchemaFiles(files), { assumeValidSDL: true });
process.stdout.write(`# Merged from ${files.length} .graphqls files by scripts/commerce-reference-schema.ts\n`);
process.stdout.write(`${printSchema(schema)}\n`);
