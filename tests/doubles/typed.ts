/**
 * How the doubles are typed. Each double's class is seen as making the Foundry document it stands in
 * for: a FakeActor is the double's own members (updates, sourceOf, ...) and an Actor.Implementation,
 * so a test passes it wherever the module takes an Actor, without a cast. This is the one cast, made
 * once per double class; nothing changes at run time. Only what the double implements exists: code
 * under test that reaches for another member fails with a TypeError, as it did when tests cast.
 */

type DoubleClass = new (...args: never[]) => object;

/** A double's class, constructing `InstanceType<C> & D`; its static members kept. */
export type StandIn<C extends DoubleClass, D> = Omit<C, "prototype"> & {
  new (...args: ConstructorParameters<C>): InstanceType<C> & D;
  readonly prototype: InstanceType<C> & D;
};

/** `standIn<Actor.Implementation>()(ActorDouble)`: the class, typed as making that document. */
export function standIn<D>() {
  return <C extends DoubleClass>(cls: C): StandIn<C, D> => cls as unknown as StandIn<C, D>;
}

/**
 * A DOM element built by hand with only the members the code under test reaches for (a message's root
 * that keeps what is inserted, a directory header with its buttons), typed as the element it stands in
 * for, its own members kept for the test's reads. As with the doubles, a member it lacks is a TypeError.
 */
export function elementLike<T extends object>(fields: T): T & HTMLElement {
  return fields as T & HTMLElement;
}

/**
 * An actor built by hand with only the members the code under test reaches for (a player's assigned
 * character whose presence alone counts), typed as the Actor it stands in for; as with the doubles, a
 * member it lacks is a TypeError, or undefined where the code reads optionally.
 */
export function actorLike<T extends object>(fields: T): T & Actor.Implementation {
  return fields as T & Actor.Implementation;
}

/**
 * Input that is wrong on purpose (an unknown id, a misspelt key, a value of the wrong kind), to prove the
 * code refuses it: typed as whatever the call expects, so the test says at the call that it lies.
 */
export function malformed<T>(value: unknown): T {
  return value as T;
}

/**
 * The global object as the doubles install Foundry's globals on it and read them back: each value unknown
 * until the reader narrows it. A double reads CONFIG, Hooks or game through here, not by the bare name,
 * since it may run before installFoundry defines them (a bare name not yet defined is a ReferenceError).
 */
export const globals = globalThis as unknown as Record<string, unknown>;

/** A global the doubles install as an object of members (game, CONFIG, ui), made when it is missing. */
export function globalObject(name: string): Record<string, unknown> {
  const existing = globals[name];
  if (typeof existing === "object" && existing !== null) return existing as Record<string, unknown>;
  const made: Record<string, unknown> = {};
  globals[name] = made;
  return made;
}

/** The value at a path of plain objects under a global (`globalAt("CONFIG", "Item", "documentClass")`). */
export function globalAt(...path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (typeof node === "object" && node !== null || typeof node === "function" ? (node as Record<string, unknown>)[key] : undefined), globals);
}

/** The document class CONFIG names for a document (`CONFIG.Actor.documentClass`), seen as the double it extends. */
export function configured<C>(documentName: string): C | undefined {
  return globalAt("CONFIG", documentName, "documentClass") as C | undefined;
}

/** The installed Hooks (time.ts installHooks), as the doubles fire core's hooks on it; undefined before. */
export interface HooksLike {
  call(hook: string, ...args: unknown[]): boolean;
  callAll(hook: string, ...args: unknown[]): boolean;
}
export function hooks(): HooksLike | undefined {
  return globals["Hooks"] as HooksLike | undefined;
}
