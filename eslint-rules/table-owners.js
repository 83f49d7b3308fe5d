/**
 * Each table has one owning module: only files of that module insert into, update or delete from
 * it. Other modules change it through the owner's service (and may read it in joins).
 *
 * Options: `{ owners: { [tableExportName]: moduleFolder } }`. A file's module is the folder under
 * `apps/api/src/modules/`; a file outside any module owns no table.
 */
const WRITES = new Set(['insert', 'update', 'delete']);

function moduleOf(filename) {
  const match = /apps\/api\/src\/modules\/([^/]+)\//.exec(filename.replaceAll('\\', '/'));
  return match ? match[1] : null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Only the module that owns a table writes to it.' },
    schema: [
      {
        type: 'object',
        properties: { owners: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      notOwner:
        "The '{{table}}' table belongs to the {{owner}} module: change it through its service, not with {{method}}().",
      unknownTable: "The '{{table}}' table has no owner: add it to the table-owners rule's map.",
    },
  },
  create(context) {
    const { owners } = context.options[0];
    const fileModule = moduleOf(context.filename);
    /** Local name → table export name, for tables imported from db/schema. */
    const tables = new Map();
    return {
      ImportDeclaration(node) {
        if (!/\/db\/schema\/[a-z-]+$/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && node.importKind !== 'type') {
            tables.set(specifier.local.name, specifier.imported.name);
          }
        }
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (!WRITES.has(method)) return;
        const [first] = node.arguments;
        if (!first || first.type !== 'Identifier' || !tables.has(first.name)) return;
        const table = tables.get(first.name);
        const owner = owners[table];
        if (!owner) {
          context.report({ node, messageId: 'unknownTable', data: { table } });
        } else if (owner !== fileModule) {
          context.report({ node, messageId: 'notOwner', data: { table, owner, method } });
        }
      },
    };
  },
};
