import fs from "node:fs";
import path from "node:path";
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  print,
  validateSchema,
  valueFromASTUntyped,
  type GraphQLSchema,
} from "graphql";
import { describe, expect, it } from "vitest";
import { buildCommerceSchema, sdlSources } from "../../server/sandbox/commerce/schema";

// The sandbox must stay a faithful stand-in for Adobe Commerce 2.4.7: whatever core type, field
// or argument it serves must have exactly the core type; brand additions must be real additions.
// The reference schema is Adobe's and not in this repository: COMMERCE_REFERENCE_SCHEMA names a
// merged SDL file of it (docs/product.md, "The Adobe Commerce reference schema", says how to make
// one). Without it the two comparisons are skipped, and their titles say why.
const referenceFile = process.env.COMMERCE_REFERENCE_SCHEMA ? path.resolve(process.env.COMMERCE_REFERENCE_SCHEMA) : "";
const exists = referenceFile !== "" && fs.existsSync(referenceFile);
const skipReason = referenceFile
  ? `skipped: COMMERCE_REFERENCE_SCHEMA=${referenceFile} does not exist`
  : "skipped: set COMMERCE_REFERENCE_SCHEMA to the merged Adobe Commerce 2.4.7 schema (docs/product.md)";
/** The test's title, with the reason it was skipped when it is. */
const titled = (title: string) => (exists ? title : `${title} (${skipReason})`);
const reference = (): GraphQLSchema => buildSchema(fs.readFileSync(referenceFile, "utf8"), { assumeValidSDL: true });

type Members = Map<string, { type?: string; args?: Map<string, string> }>;

/** Fields (with argument types), input fields or enum values of a reference type. */
function referenceMembers(schema: GraphQLSchema, typeName: string): Members | null {
  const type = schema.getType(typeName);
  if (!type) return null;
  const members: Members = new Map();
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const f of Object.values(type.getFields())) {
      const args = new Map(
        f.args.map((a) => [
          a.name,
          `${a.type}${a.defaultValue === undefined ? "" : ` = ${JSON.stringify(a.defaultValue)}`}`,
        ]),
      );
      members.set(f.name, { type: String(f.type), args });
    }
  } else if (isInputObjectType(type)) {
    for (const f of Object.values(type.getFields())) members.set(f.name, { type: String(f.type) });
  } else if (isEnumType(type)) {
    for (const v of type.getValues()) members.set(v.name, {});
  }
  return members;
}

/** Same shape as referenceMembers, read from one of our SDL documents (definitions and extensions). */
function ourMembers(sdl: string) {
  const out: { typeName: string; isExtension: boolean; name: string; type?: string; args?: Map<string, string> }[] = [];
  const typeDefs: { name: string; isExtension: boolean }[] = [];
  for (const def of parse(sdl).definitions) {
    if (!("name" in def) || !def.name || def.kind === Kind.DIRECTIVE_DEFINITION) continue;
    const isExtension = def.kind.endsWith("Extension");
    typeDefs.push({ name: def.name.value, isExtension });
    if ("fields" in def && def.fields) {
      for (const f of def.fields) {
        const args =
          "arguments" in f && f.arguments
            ? new Map(
                f.arguments.map((a) => [
                  a.name.value,
                  `${print(a.type)}${a.defaultValue ? ` = ${JSON.stringify(valueFromASTUntyped(a.defaultValue))}` : ""}`,
                ]),
              )
            : undefined;
        out.push({ typeName: def.name.value, isExtension, name: f.name.value, type: print(f.type), args });
      }
    }
    if ("values" in def && def.values) {
      for (const v of def.values) out.push({ typeName: def.name.value, isExtension, name: v.name.value });
    }
  }
  return { members: out, typeDefs };
}

describe("commerce sandbox schema", () => {
  it("builds into a valid schema", () => {
    expect(validateSchema(buildCommerceSchema())).toEqual([]);
  });

  it.skipIf(!exists)(titled("declares core types, fields and arguments exactly as Adobe Commerce 2.4.7 does"), () => {
    const ref = reference();
    const { members, typeDefs } = ourMembers(sdlSources().core);
    const problems: string[] = [];
    for (const t of typeDefs)
      if (!ref.getType(t.name)) problems.push(`type ${t.name} is not in 2.4.7: move it to extensions.graphql`);
    for (const m of members) {
      const refMember = referenceMembers(ref, m.typeName)?.get(m.name);
      const where = `${m.typeName}.${m.name}`;
      if (!refMember) {
        problems.push(`${where} is not in 2.4.7: move it to extensions.graphql`);
        continue;
      }
      if (m.type !== refMember.type) problems.push(`${where}: ours ${m.type}, 2.4.7 ${refMember.type}`);
      for (const [arg, type] of m.args ?? []) {
        const refArg = refMember.args?.get(arg);
        if (refArg !== type) problems.push(`${where}(${arg}): ours ${type}, 2.4.7 ${refArg ?? "missing"}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.skipIf(!exists)(titled("keeps brand additions out of the core names"), () => {
    const ref = reference();
    const { members, typeDefs } = ourMembers(sdlSources().extensions);
    const problems: string[] = [];
    for (const t of typeDefs) {
      if (!t.isExtension && ref.getType(t.name))
        problems.push(`type ${t.name} exists in 2.4.7: declare it in schema.graphql`);
      if (t.isExtension && !ref.getType(t.name)) problems.push(`extend ${t.name}: no such 2.4.7 type`);
    }
    for (const m of members) {
      if (m.isExtension && referenceMembers(ref, m.typeName)?.has(m.name)) {
        problems.push(`${m.typeName}.${m.name} exists in 2.4.7: declare it in schema.graphql with the core type`);
      }
    }
    expect(problems).toEqual([]);
  });
});
