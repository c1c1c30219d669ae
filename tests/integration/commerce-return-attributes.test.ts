import { describe, expect, it } from "vitest";
import { getOrderReturns, getReturnAttributes, requestReturn } from "../../app/.server/commerce/returns";
import { toUid } from "../../server/sandbox/commerce/context";
import { demoCustomer, useSandbox } from "./commerce-customer-sandbox";

// The return item attributes (EAV "RMA_ITEM", decision 0069) as the sandbox serves them: Adobe's
// customAttributeMetadataV2 and attributesList with each error type a real request can get, and
// requestReturn checking each item's selected attributes against them.
useSandbox();

type Metadata = {
  items: { code: string; label: string; is_required: boolean; options: { label: string; value: string }[] }[];
  errors: { type: string; message: string }[];
};

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(process.env.COMMERCE_GRAPHQL_URL!, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: T; errors?: { message: string }[] };
}

const FIELDS =
  "items { code label entity_type frontend_input is_required default_value is_unique options { label value is_default } } errors { type message }";
const metadataV2 = async (attributes: { attribute_code?: string; entity_type?: string }[]) =>
  (
    await graphql<{ customAttributeMetadataV2: Metadata }>(
      `query($a: [AttributeInput!]) { customAttributeMetadataV2(attributes: $a) { ${FIELDS} } }`,
      { a: attributes },
    )
  ).data!.customAttributeMetadataV2;
const list = async (entityType: string, filters?: Record<string, boolean>) =>
  (
    await graphql<{ attributesList: Metadata }>(
      `query($e: AttributeEntityTypeEnum!, $f: AttributeFilterInput) { attributesList(entityType: $e, filters: $f) { ${FIELDS} } }`,
      { e: entityType, f: filters ?? null },
    )
  ).data!.attributesList;

describe("return item attribute metadata", () => {
  it("serves an RMA_ITEM attribute with its options, and each missing one as an error", async () => {
    const answer = await metadataV2([
      { attribute_code: "reason", entity_type: "rma_item" },
      { attribute_code: "colour", entity_type: "rma_item" },
      { attribute_code: "reason", entity_type: "parcel" },
      { attribute_code: "firstname", entity_type: "customer" },
    ]);
    expect(answer.items).toEqual([
      {
        code: "reason",
        label: "Reason",
        entity_type: "RMA_ITEM",
        frontend_input: "SELECT",
        is_required: true,
        default_value: null,
        is_unique: false,
        options: expect.arrayContaining([{ label: "It arrived damaged", value: toUid(11), is_default: false }]),
      },
    ]);
    expect(answer.errors.map((e) => e.type)).toEqual(["ATTRIBUTE_NOT_FOUND", "ENTITY_NOT_FOUND", "UNDEFINED"]);
    expect(answer.errors[0].message).toMatch(/"colour"/);
    expect(answer.errors[1].message).toMatch(/"parcel"/);
  });

  it("lists the RMA_ITEM attributes; a filter that is not a return item's is an error", async () => {
    const all = await list("RMA_ITEM");
    expect(all.errors).toEqual([]);
    expect(all.items.map((a) => [a.code, a.is_required, a.options.length])).toEqual([
      ["reason", true, 6],
      ["condition", true, 3],
      ["resolution", true, 3],
    ]);
    const filtered = await list("RMA_ITEM", { is_comparable: true });
    expect(filtered.errors).toEqual([{ type: "FILTER_NOT_FOUND", message: expect.stringMatching(/is_comparable/) }]);
    expect(filtered.items).toHaveLength(3);
    // an entity the sandbox configures no attributes for says so rather than answering nothing
    expect((await list("CUSTOMER")).errors.map((e) => e.type)).toEqual(["UNDEFINED"]);
  });

  it("reads them for the return form, the resolution with its default", async () => {
    const { attributes, problem } = await getReturnAttributes("default");
    expect(problem).toBeNull();
    expect(attributes.map((a) => [a.code, a.input, a.required])).toEqual([
      ["reason", "select", true],
      ["condition", "select", true],
      ["resolution", "select", true],
    ]);
    expect(attributes[2].defaultValue).toBe(toUid(31));
  });

  it("refuses a return whose item attributes are unknown, not an option, or missing", async () => {
    const { token } = demoCustomer();
    const order = (await getOrderReturns("default", token, "000000106"))!;
    const uid = order.returnable[0].uid;
    const ask = (selected: { attribute_code: string; value: string }[], entered: typeof selected = []) =>
      requestReturn("default", token, {
        orderUid: order.orderUid,
        items: [{ uid, quantity: 1, selected, entered }],
        comment: "",
      });
    const full = [
      { attribute_code: "reason", value: toUid(12) },
      { attribute_code: "condition", value: toUid(21) },
      { attribute_code: "resolution", value: toUid(31) },
    ];
    expect(await ask([...full.slice(0, 2), { attribute_code: "resolution", value: toUid(99) }])).toEqual({
      ok: false,
      message: `"${toUid(99)}" is not an option of "Resolution".`,
    });
    expect(await ask(full.slice(1))).toEqual({
      ok: false,
      message: expect.stringMatching(/^"Reason" is required for "/),
    });
    expect(await ask([...full, { attribute_code: "colour", value: "red" }])).toEqual({
      ok: false,
      message: '"colour" is not an attribute of a return item.',
    });
    expect(await ask(full.slice(0, 2), [{ attribute_code: "resolution", value: "Refund" }])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/"Resolution" is a choice/),
    });
    // nothing was recorded; a complete request is
    expect((await getOrderReturns("default", token, "000000106"))!.returns).toEqual([]);
    expect(await ask(full)).toMatchObject({ ok: true });
  });
});
