import fs from "node:fs";
import path from "node:path";
import { getOperationAST, Kind, parse, validate, type FragmentDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { buildCommerceSchema } from "../../server/sandbox/commerce/schema";
import * as generated from "~/.server/commerce/generated/operations";

// Every operation the storefront sends must be valid against the schema the sandbox serves
// (which the compatibility test holds to Adobe Commerce 2.4.7 plus the brand extensions), with
// the shared fragments it spreads; and the generated documents are what is sent.
const root = path.resolve(new URL("../../app/.server/commerce", import.meta.url).pathname);
const graphqlFiles = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((f) => f.endsWith(".graphql"))
    .map((f) => ({ file: f, text: fs.readFileSync(path.join(root, folder, f), "utf8") }));
const operations = graphqlFiles("operations");
const fragments = graphqlFiles("fragments").flatMap(
  ({ text }) => parse(text).definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION) as FragmentDefinitionNode[],
);
const schema = buildCommerceSchema();

describe("commerce operation files", () => {
  it("exist for the product.md §7 calls the gateway makes", () => {
    expect(operations.length).toBeGreaterThanOrEqual(21);
  });

  it("share each fragment from one file, never redefining it", () => {
    const names = fragments.map((f) => f.name.value);
    expect(new Set(names).size).toBe(names.length);
    for (const { file, text } of operations)
      for (const d of parse(text).definitions)
        if (d.kind === Kind.FRAGMENT_DEFINITION)
          expect(names, `${file} redefines ${d.name.value}`).not.toContain(d.name.value);
  });

  it.each(operations.map((o) => [o.file, o.text]))(
    "%s validates against the sandbox schema and holds one operation named after the file",
    (file, text) => {
      const own = parse(text);
      const document = { ...own, definitions: [...own.definitions, ...fragments] };
      const errors = validate(schema, document)
        .map((e) => e.message)
        .filter((m) => !/^Fragment "\w+" is never used\.$/.test(m));
      expect(errors).toEqual([]);
      const ops = own.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
      expect(ops).toHaveLength(1);
      const name = getOperationAST(own)?.name?.value ?? "";
      expect(name).toBe(path.basename(file, ".graphql"));
      // the generated document sends this operation with exactly the fragments it needs
      const doc = (generated as Record<string, unknown>)[`${name[0].toUpperCase()}${name.slice(1)}Document`];
      expect(doc, `no generated document for ${name}`).toBeInstanceOf(generated.TypedDocumentString);
      const sent = parse(String(doc));
      expect(validate(schema, sent).map((e) => e.message)).toEqual([]);
    },
  );
});
