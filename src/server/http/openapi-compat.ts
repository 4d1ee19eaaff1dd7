/**
 * Whether a new OpenAPI document keeps every promise of an old one: the public API (its paths and JSON
 * shapes) is a contract for the mobile apps, so it may grow but never break. Breaking means: a path,
 * method or response status gone; a response property gone, no longer always present, newly nullable or
 * of another type; a request that used to be accepted refused (a property or parameter gone, or a new
 * one required).
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function resolver(document: OpenApiDocument) {
  return (schema: Schema | undefined): Schema | undefined => {
    let current = schema;
    for (let hops = 0; current?.$ref && hops < 10; hops++) {
      const name = current.$ref.split('/').pop() ?? '';
      current = document.components?.schemas?.[name];
    }
    return current;
  };
}

/** The schema's non-null variants and whether null is allowed. */
function variants(schema: Schema): { nullable: boolean; kinds: Schema[] } {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const kinds = options.filter((option) => option.type !== 'null');
    return { nullable: kinds.length < options.length, kinds };
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null');
    return {
      nullable: types.length < schema.type.length,
      kinds: types.map((type) => ({ ...schema, type })),
    };
  }
  return { nullable: schema.type === 'null', kinds: schema.type === 'null' ? [] : [schema] };
}

const typeOf = (schema: Schema) => (typeof schema.type === 'string' ? schema.type : undefined);

export function breakingChanges(before: OpenApiDocument, after: OpenApiDocument): string[] {
  const problems: string[] = [];
  const oldRef = resolver(before);
  const newRef = resolver(after);

  /** What clients read: nothing they rely on may disappear or change shape. */
  function response(where: string, oldSchema?: Schema, newSchema?: Schema) {
    const was = oldRef(oldSchema);
    const is = newRef(newSchema);
    if (!was) return;
    if (!is) return void problems.push(`${where}: response body removed`);
    const old = variants(was);
    const now = variants(is);
    if (now.nullable && !old.nullable) problems.push(`${where}: may now be null`);
    if (old.kinds.length !== 1 || now.kinds.length !== 1) return;
    const [a, b] = [old.kinds[0]!, now.kinds[0]!];
    if (typeOf(a) && typeOf(b) && typeOf(a) !== typeOf(b))
      return void problems.push(`${where}: type ${typeOf(a)} became ${typeOf(b)}`);
    for (const [name, property] of Object.entries(a.properties ?? {})) {
      if (!b.properties?.[name]) {
        problems.push(`${where}.${name}: removed`);
        continue;
      }
      if (a.required?.includes(name) && !b.required?.includes(name))
        problems.push(`${where}.${name}: no longer always present`);
      response(`${where}.${name}`, property, b.properties[name]);
    }
    if (a.items) response(`${where}[]`, a.items, b.items);
  }

  /** What clients send: everything accepted before is accepted now, and nothing new is demanded. */
  function request(where: string, oldSchema?: Schema, newSchema?: Schema) {
    const was = oldRef(oldSchema);
    const is = newRef(newSchema);
    if (!was || !is) return;
    const old = variants(was);
    const now = variants(is);
    if (old.nullable && !now.nullable) problems.push(`${where}: null no longer accepted`);
    if (old.kinds.length !== 1 || now.kinds.length !== 1) return;
    const [a, b] = [old.kinds[0]!, now.kinds[0]!];
    if (typeOf(a) && typeOf(b) && typeOf(a) !== typeOf(b))
      return void problems.push(`${where}: type ${typeOf(a)} became ${typeOf(b)}`);
    for (const name of b.required ?? [])
      if (!a.required?.includes(name)) problems.push(`${where}.${name}: newly required`);
    for (const [name, property] of Object.entries(a.properties ?? {})) {
      if (!b.properties?.[name]) problems.push(`${where}.${name}: no longer accepted`);
      else request(`${where}.${name}`, property, b.properties[name]);
    }
    if (a.items) request(`${where}[]`, a.items, b.items);
  }

  for (const [path, operations] of Object.entries(before.paths)) {
    for (const method of METHODS) {
      const was = operations[method];
      if (!was) continue;
      const is = after.paths[path]?.[method];
      const where = `${method.toUpperCase()} ${path}`;
      if (!is) {
        problems.push(`${where}: removed`);
        continue;
      }
      for (const parameter of is.parameters ?? []) {
        const old = was.parameters?.find((p) => p.name === parameter.name && p.in === parameter.in);
        if (parameter.required && !old?.required)
          problems.push(`${where} ${parameter.in} ${parameter.name}: newly required`);
      }
      for (const parameter of was.parameters ?? []) {
        const now = is.parameters?.find((p) => p.name === parameter.name && p.in === parameter.in);
        if (!now) problems.push(`${where} ${parameter.in} ${parameter.name}: no longer accepted`);
        else request(`${where} ${parameter.in} ${parameter.name}`, parameter.schema, now.schema);
      }
      if (is.requestBody?.required && !was.requestBody?.required)
        problems.push(`${where}: a body is now required`);
      for (const [type, content] of Object.entries(was.requestBody?.content ?? {})) {
        const now = is.requestBody?.content?.[type];
        if (!now) problems.push(`${where}: ${type} body no longer accepted`);
        else request(`${where} body`, content.schema, now.schema);
      }
      for (const [status, answer] of Object.entries(was.responses ?? {})) {
        const now = is.responses?.[status];
        if (!now) {
          problems.push(`${where} ${status}: response removed`);
          continue;
        }
        for (const [type, content] of Object.entries(answer.content ?? {}))
          response(`${where} ${status}`, content.schema, now.content?.[type]?.schema);
      }
    }
  }
  return problems;
}
