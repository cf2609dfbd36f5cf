/** A function that computes `make()` on its first call and returns that same value ever after: for costly parts of an index few queries need. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
