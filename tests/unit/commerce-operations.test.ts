import fs from "node:fs";
import path from "node:path";
import { getOperationAST, Kind, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { buildCommerceSchema } from "../../server/sandbox/commerce/schema";

// Every operation the storefront sends must be valid against the schema the sandbox serves
// (which the compatibility test holds to Adobe Commerce 2.4.7 plus the brand extensions).
const dir = path.resolve(new URL("../../app/.server/commerce/operations", import.meta.url).pathname);
const files = fs.readdirSync(dir).filter((f) => f.endsWith(".graphql"));
const schema = buildCommerceSchema();

describe("commerce operation files", () => {
  it("exist for the SPEC §7 calls the gateway makes", () => {
    expect(files.length).toBeGreaterThanOrEqual(21);
  });

  it.each(files)("%s validates against the sandbox schema and holds one operation named after the file", (file) => {
    const document = parse(fs.readFileSync(path.join(dir, file), "utf8"));
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations).toHaveLength(1);
    expect(getOperationAST(document)?.name?.value).toBe(path.basename(file, ".graphql"));
  });
});
