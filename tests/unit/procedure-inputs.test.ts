import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/app-router';

/**
 * Issue 29 item 3, "one procedure contract": every procedure that takes input declares it with a real schema, so the
 * handler and the client are typed from it. `z.unknown()`, `z.any()` and an unchecked `z.custom<T>()` type nothing and
 * check nothing, wherever they sit in the input (a resource's `data`, a form's field).
 */
type ZodLike = { _zod: { def: ZodDef } };
type ZodDef = {
  type: string;
  shape?: Record<string, ZodLike>;
  innerType?: ZodLike;
  element?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  left?: ZodLike;
  right?: ZodLike;
  options?: readonly ZodLike[];
  fn?: unknown;
};
type AnyProcedure = { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: readonly unknown[]; resolver?: unknown } };

const UNTYPED = new Set(['unknown', 'any']);
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);

const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as ZodLike)._zod?.def?.type === 'string';

/** The places in a schema that type nothing, as dotted paths ('' for the schema itself). */
function untypedParts(schema: ZodLike, path = ''): string[] {
  const def = schema._zod.def;
  if (UNTYPED.has(def.type)) return [path || '(input)'];
  // z.custom<T>() with no check, or one that only asks for "an object": typed for the client, checked by nobody.
  if (def.type === 'custom') return [path || '(input)'];
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const children: Array<[string, ZodLike | undefined]> = [
    ...Object.entries(def.shape ?? {}).map(([key, child]): [string, ZodLike] => [at(key), child]),
    [path, def.innerType],
    [at('[]'), def.element],
    [path, def.in],
    [path, def.out],
    [path, def.left],
    [path, def.right],
    ...(def.options ?? []).map((option): [string, ZodLike] => [path, option]),
  ];
  return children.flatMap(([childPath, child]) => (child && isZod(child) ? untypedParts(child, childPath) : []));
}

/** Whether a resolver reads its input: `({ ctx, input }) => ...`. */
const readsInput = (resolver: unknown) => typeof resolver === 'function' && /^[^=]*\binput\b/.test(String(resolver));

describe('procedure inputs', () => {
  it('walks the whole app router', () => {
    expect(procedures.length).toBeGreaterThan(300);
  });

  it('declares every input with a zod schema that types each of its parts', () => {
    const offenders = procedures.flatMap(([path, procedure]) =>
      procedure._def.inputs.flatMap((input) => (isZod(input) ? untypedParts(input).map((part) => `${path}: ${part}`) : [`${path}: not a zod schema`])),
    );
    expect(offenders).toEqual([]);
  });

  it('gives every procedure that reads its input an input schema', () => {
    const offenders = procedures
      .filter(([, procedure]) => procedure._def.inputs.length === 0 && readsInput(procedure._def.resolver))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});
