/**
 * How the doubles are typed. Each double's class is seen as making the Foundry document it stands in
 * for: a FakeActor is the double's own members (updates, sourceOf, ...) and an Actor.Implementation,
 * so a test passes it wherever the module takes an Actor, without a cast. This is the one cast, made
 * once per double class; nothing changes at run time. Only what the double implements exists: code
 * under test that reaches for another member fails with a TypeError, as it did when tests cast.
 */

type DoubleClass = new (...args: any[]) => object;

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
 * Input that is wrong on purpose (an unknown id, a misspelt key, a value of the wrong kind), to prove the
 * code refuses it: typed as whatever the call expects, so the test says at the call that it lies.
 */
export function malformed<T>(value: unknown): T {
  return value as T;
}
