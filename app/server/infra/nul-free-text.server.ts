/**
 * PostgreSQL refuses the NUL character in text ("invalid byte sequence for
 * encoding UTF8: 0x00"); SQLite stores it. A visitor can send one in any
 * field or query string (`?category=%00`), and no text of this product means
 * anything by it. This Kysely plugin removes it from every text value a query
 * sends, on both databases, so they behave the same and such a request is
 * answered, never a 500.
 */
import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";

const withoutNul = (value: unknown) => (typeof value === "string" && value.includes("\0") ? value.replaceAll("\0", "") : value);

class RemoveNul extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = withoutNul(node.value);
    return value === node.value ? node : { ...node, value };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return node.values.some((value) => withoutNul(value) !== value) ? { ...node, values: node.values.map(withoutNul) } : node;
  }
}

const transformer = new RemoveNul();

export const nulFreeText: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return transformer.transformNode(node);
  },
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  },
};
