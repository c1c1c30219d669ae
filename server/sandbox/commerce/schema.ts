import fs from "node:fs";
import {
  buildASTSchema,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from "graphql";

const read = (file: string) => fs.readFileSync(new URL(file, import.meta.url), "utf8");

/**
 * The SDL as written: the core 2.4.7 subset, and what the core lacks (the brand's modules, and
 * Adobe Commerce's returns module, which the open-source schema leaves out).
 */
export function sdlSources() {
  return {
    core: read("./schema.graphql"),
    extensions: `${read("./extensions.graphql")}\n${read("./returns.graphql")}`,
  };
}

/**
 * Magento's schema reader copies each interface's fields (including fields a module adds with
 * `extend interface`) into every type implementing it; we do the same, so SDL stays as short
 * as Magento's own files and an `extend interface ProductInterface` reaches SimpleProduct etc.
 */
export function inheritInterfaceFields(doc: DocumentNode): DocumentNode {
  const interfaceFields = new Map<string, FieldDefinitionNode[]>();
  for (const def of doc.definitions) {
    if (def.kind === Kind.INTERFACE_TYPE_DEFINITION || def.kind === Kind.INTERFACE_TYPE_EXTENSION) {
      const list = interfaceFields.get(def.name.value) ?? [];
      list.push(...(def.fields ?? []));
      interfaceFields.set(def.name.value, list);
    }
  }
  const definitions = doc.definitions.map((def): DefinitionNode => {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.INTERFACE_TYPE_DEFINITION) return def;
    const fields = [...(def.fields ?? [])];
    const own = new Set(fields.map((f) => f.name.value));
    for (const iface of def.interfaces ?? []) {
      for (const field of interfaceFields.get(iface.name.value) ?? []) {
        if (!own.has(field.name.value)) {
          own.add(field.name.value);
          fields.push(field);
        }
      }
    }
    return { ...def, fields };
  });
  return { ...doc, definitions };
}

/** The merged schema without resolvers (for validation and compatibility tests). */
export function buildCommerceSchema(): GraphQLSchema {
  const { core, extensions } = sdlSources();
  return buildASTSchema(inheritInterfaceFields(parse(`${core}\n${extensions}`)));
}

// Loose on purpose: resolvers receive the plain objects our repositories build.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldResolver<Ctx> = GraphQLFieldResolver<any, Ctx, any>;
export type Resolvers<Ctx> = Record<string, Record<string, FieldResolver<Ctx>>>;

/**
 * Attaches resolver maps to the schema. A map keyed by an interface applies to every type
 * implementing it; a field the schema lacks is a programming error and throws at start-up.
 */
export function attachResolvers<Ctx>(schema: GraphQLSchema, maps: Resolvers<Ctx>[]): GraphQLSchema {
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const type = schema.getType(typeName);
      const targets = isInterfaceType(type) ? schema.getPossibleTypes(type) : isObjectType(type) ? [type] : [];
      if (targets.length === 0) throw new Error(`No object type or interface named ${typeName}`);
      for (const target of targets) {
        const defined = target.getFields();
        for (const [name, resolve] of Object.entries(fields)) {
          if (!defined[name]) throw new Error(`${target.name}.${name} is not in the schema`);
          defined[name].resolve = resolve;
        }
      }
    }
  }
  return schema;
}
