/** A JSON schema node, as much of it as structured-output schemas use. */
interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | SchemaNode;
  $ref?: string;
  $defs?: Record<string, SchemaNode>;
  definitions?: Record<string, SchemaNode>;
}

/**
 * A plausible value that satisfies a structured-output JSON schema, so the fake AI provider
 * answers whatever schema the server asks for. Strings name their field, which keeps
 * assertions on screen readable ("current_role 1").
 */
export function sampleFromSchema(root: SchemaNode): unknown {
  const defs = { ...(root.definitions ?? {}), ...(root.$defs ?? {}) };
  const resolve = (node: SchemaNode): SchemaNode => {
    if (!node.$ref) return node;
    const name = node.$ref.split('/').pop()!;
    return resolve(defs[name] ?? {});
  };

  function sample(nodeIn: SchemaNode, name: string, index: number, depth: number): unknown {
    const node = resolve(nodeIn);
    if (depth > 12) return null;
    if (node.const !== undefined) return node.const;
    if (node.enum?.length) return node.enum[index % node.enum.length];
    const variants = node.anyOf ?? node.oneOf;
    if (variants?.length) {
      const nonNull = variants.find((v) => resolve(v).type !== 'null') ?? variants[0];
      return sample(nonNull, name, index, depth + 1);
    }
    const type = Array.isArray(node.type) ? (node.type.find((t) => t !== 'null') ?? 'null') : node.type;
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(node.properties ?? {})) out[key] = sample(child, key, index, depth + 1);
        return out;
      }
      case 'array': {
        const count = Math.min(Math.max(node.minItems ?? 0, 3), node.maxItems ?? 3);
        return Array.from({ length: count }, (_, i) => sample(node.items ?? { type: 'string' }, name, i, depth + 1));
      }
      case 'integer':
      case 'number': {
        const min = node.minimum ?? 0;
        const max = node.maximum ?? 100;
        const value = Math.min(max, Math.max(min, 72 - index * 7));
        return type === 'integer' ? Math.round(value) : value;
      }
      case 'boolean':
        return index % 2 === 0;
      case 'null':
        return null;
      default:
        return `${name.replace(/_/g, ' ')} ${index + 1}`;
    }
  }
  return sample(root, 'value', 0, 0);
}
