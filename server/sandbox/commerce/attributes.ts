import { toUid, type Ctx } from "./context";
import { inputError } from "./errors";
import type { Resolvers } from "./schema";

// EAV attribute metadata (EavGraphQl's customAttributeMetadataV2 and attributesList) for the one
// entity the sandbox configures attributes for: RMA_ITEM, the return item of Adobe Commerce's
// returns module (returns.graphql; decision 0069). Its attributes are what a merchant sets up in
// the admin (Stores > Attributes > Returns): why the item goes back, its condition, and what the
// customer wants instead. Option values are the options' uids, as Adobe serves them.

type Input = "SELECT" | "TEXT";

export interface AttributeDef {
  code: string;
  label: string;
  frontend_input: Input;
  is_required: boolean;
  /** option id → label; the first is the default where the attribute has one */
  options: [number, string][];
  defaultOption?: number;
}

/** The RMA_ITEM attributes, in the order the admin sorts them. */
export const RMA_ITEM_ATTRIBUTES: AttributeDef[] = [
  {
    code: "reason",
    label: "Reason",
    frontend_input: "SELECT",
    is_required: true,
    options: [
      [11, "It arrived damaged"],
      [12, "It doesn't work properly"],
      [13, "I received the wrong item"],
      [14, "It isn't as described"],
      [15, "I no longer need it"],
      [16, "Other"],
    ],
  },
  {
    code: "condition",
    label: "Condition",
    frontend_input: "SELECT",
    is_required: true,
    options: [
      [21, "Unopened"],
      [22, "Opened"],
      [23, "Damaged"],
    ],
  },
  {
    code: "resolution",
    label: "Resolution",
    frontend_input: "SELECT",
    is_required: true,
    options: [
      [31, "Refund"],
      [32, "Exchange"],
      [33, "Store credit"],
    ],
    defaultOption: 31,
  },
];

/** Entity types EavGraphQl knows (AttributeEntityTypeEnum), by their codes; only RMA_ITEM has attributes here. */
const ENTITY_TYPES = ["catalog_product", "catalog_category", "customer", "customer_address", "rma_item"];
/** The filters of AttributeFilterInput belong to catalog attributes; none applies to a return item. */
const CATALOG_ENTITIES = ["CATALOG_PRODUCT", "CATALOG_CATEGORY"];

type MetadataError = {
  type: "ENTITY_NOT_FOUND" | "ATTRIBUTE_NOT_FOUND" | "FILTER_NOT_FOUND" | "UNDEFINED";
  message: string;
};

function metadata(a: AttributeDef) {
  return {
    __typename: "AttributeMetadata",
    code: a.code,
    label: a.label,
    entity_type: "RMA_ITEM",
    frontend_input: a.frontend_input,
    frontend_class: null,
    is_required: a.is_required,
    default_value: a.defaultOption ? toUid(a.defaultOption) : null,
    is_unique: false,
    options: a.options.map(([id, label]) => ({
      __typename: "AttributeOptionMetadata",
      label,
      value: toUid(id),
      is_default: id === a.defaultOption,
    })),
  };
}

const notServed = (entity: string): MetadataError => ({
  type: "UNDEFINED",
  message: `The sandbox serves no attribute metadata for entity type "${entity}".`,
});

function customAttributeMetadataV2(attributes: { attribute_code?: string | null; entity_type?: string | null }[]) {
  const items: ReturnType<typeof metadata>[] = [];
  const errors: MetadataError[] = [];
  for (const { attribute_code, entity_type } of attributes ?? []) {
    const entity = (entity_type ?? "").toLowerCase();
    if (!ENTITY_TYPES.includes(entity))
      errors.push({ type: "ENTITY_NOT_FOUND", message: `Entity "${entity_type ?? ""}" could not be found.` });
    else if (entity !== "rma_item") errors.push(notServed(entity_type!));
    else {
      const found = RMA_ITEM_ATTRIBUTES.find((a) => a.code === attribute_code);
      if (found) items.push(metadata(found));
      else
        errors.push({
          type: "ATTRIBUTE_NOT_FOUND",
          message: `Attribute code "${attribute_code ?? ""}" could not be found for entity type "${entity_type}".`,
        });
    }
  }
  return { items, errors };
}

function attributesList(entityType: string, filters: Record<string, boolean | null> | null) {
  const errors: MetadataError[] = [];
  if (!CATALOG_ENTITIES.includes(entityType))
    for (const [name, value] of Object.entries(filters ?? {}))
      if (value !== null && value !== undefined)
        errors.push({
          type: "FILTER_NOT_FOUND",
          message: `Cannot filter by "${name}" as that field does not belong to "${entityType.toLowerCase()}".`,
        });
  if (entityType !== "RMA_ITEM") return { items: [], errors: [...errors, notServed(entityType)] };
  // a filter that does not apply is reported and ignored, as EavGraphQl does
  return { items: RMA_ITEM_ATTRIBUTES.map(metadata), errors };
}

export const attributeResolvers: Resolvers<Ctx> = {
  Query: {
    customAttributeMetadataV2: (_root, args: { attributes?: Parameters<typeof customAttributeMetadataV2>[0] | null }) =>
      customAttributeMetadataV2(args.attributes ?? []),
    attributesList: (_root, args: { entityType: string; filters?: Record<string, boolean | null> | null }) =>
      attributesList(args.entityType, args.filters ?? null),
  },
};

export type ChosenAttribute = { attribute_code: string; value: string };

/**
 * A return item's selected (options) and entered (text) attributes, checked against the RMA_ITEM
 * metadata: an unknown code, an option the attribute lacks, a text value for a select (or the
 * other way round), the same code twice, or a required attribute left out is refused with the
 * item's name. The result maps each code to the value to store.
 */
export function checkReturnItemAttributes(
  product: string,
  selected: (ChosenAttribute | null)[] | null | undefined,
  entered: (ChosenAttribute | null)[] | null | undefined,
): Map<string, string> {
  const values = new Map<string, string>();
  const take = (list: (ChosenAttribute | null)[] | null | undefined, input: Input) => {
    for (const chosen of list ?? []) {
      if (!chosen) continue;
      const attribute = RMA_ITEM_ATTRIBUTES.find((a) => a.code === chosen.attribute_code);
      if (!attribute) throw inputError(`"${chosen.attribute_code}" is not an attribute of a return item.`);
      if (attribute.frontend_input !== input)
        throw inputError(
          `"${attribute.label}" is ${input === "SELECT" ? "not a choice: enter it" : "a choice: select one of its options"}.`,
        );
      if (values.has(attribute.code)) throw inputError(`"${attribute.label}" is given twice for "${product}".`);
      const value = chosen.value.trim();
      if (input === "SELECT" && !attribute.options.some(([id]) => toUid(id) === value))
        throw inputError(`"${chosen.value}" is not an option of "${attribute.label}".`);
      if (value) values.set(attribute.code, value);
    }
  };
  take(selected, "SELECT");
  take(entered, "TEXT");
  for (const a of RMA_ITEM_ATTRIBUTES)
    if (a.is_required && !values.has(a.code)) throw inputError(`"${a.label}" is required for "${product}".`);
  return values;
}

/** A stored return item attribute as ReturnItem.custom_attributesV2 serves it. */
export function returnItemAttributeValue(code: string, value: string) {
  const attribute = RMA_ITEM_ATTRIBUTES.find((a) => a.code === code);
  if (attribute?.frontend_input === "SELECT") {
    const option = attribute.options.find(([id]) => toUid(id) === value);
    return {
      __typename: "AttributeSelectedOptions",
      code,
      selected_options: [{ __typename: "AttributeSelectedOption", label: option?.[1] ?? value, value }],
    };
  }
  return { __typename: "AttributeValue", code, value };
}
