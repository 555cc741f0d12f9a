import { isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

type Storage = ReturnType<typeof getMetadataStorage>;
type FieldMetadata = Storage['fields'][number];
type ClassLike = abstract new (...args: never[]) => unknown;

/**
 * Drops the resolver type-graphql gives every plain field (a property read wrapped in its middleware
 * runner) where that wrapper has nothing to run: no `@Authorized`, no middleware, no field resolver,
 * and the property named as the field. Such a field then reads its parent's property the way
 * graphql-js's default resolver does, and graphql-jit reads it inline in the compiled operation instead
 * of calling a function per value: on a viewer's list of 25 bookings, about 1,100 calls per request.
 *
 * type-graphql's own `simpleResolvers` option does this by declaration, and skips the authorization
 * of a field it is set on; this pass reads the built metadata, so a field that gains `@Authorized` or
 * a middleware keeps its resolver without anybody remembering to unset anything.
 */
export function inlinePlainFields(schema: GraphQLSchema): number {
  const storage = getMetadataStorage();
  const classes = new Map<string, ClassLike>();
  for (const meta of [...storage.objectTypes, ...storage.interfaceTypes])
    classes.set(meta.name, meta.target as ClassLike);
  let inlined = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    const target = classes.get(type.name);
    if (!target) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.resolve) continue;
      const meta = fieldMetadata(storage, target, field.name);
      if (meta && isPlain(storage, meta)) {
        field.resolve = undefined;
        inlined += 1;
      }
    }
  }
  return inlined;
}

/** A field's metadata as the schema generator used it: the class's own, its interfaces', its ancestors'. */
function fieldMetadata(storage: Storage, target: ClassLike, schemaName: string): FieldMetadata | undefined {
  for (let cls: unknown = target; typeof cls === 'function' && cls !== Function.prototype;) {
    const owners = [...storage.objectTypes, ...storage.interfaceTypes].filter((m) => m.target === cls);
    for (const owner of owners) {
      const own = owner.fields?.find((f) => f.schemaName === schemaName);
      if (own) return own;
      const interfaces = 'interfaceClasses' in owner ? (owner.interfaceClasses ?? []) : [];
      for (const iface of storage.interfaceTypes.filter((m) => interfaces.includes(m.target))) {
        const inherited = iface.fields?.find((f) => f.schemaName === schemaName);
        if (inherited) return inherited;
      }
    }
    cls = Object.getPrototypeOf(cls);
  }
  return undefined;
}

function isPlain(storage: Storage, field: FieldMetadata): boolean {
  return (
    field.roles === undefined &&
    (field.middlewares?.length ?? 0) === 0 &&
    field.name === field.schemaName &&
    // The schema generator's own test for a field resolver.
    !storage.fieldResolvers.some((r) => r.methodName === field.name && r.getObjectType?.() === field.target)
  );
}
