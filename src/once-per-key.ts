/**
 * `make` run once per key, its result kept for the process's life: for what every page of a build
 * asks for again (a locale's formats and translator, an icon's markup, a normalized base).
 */
export function oncePerKey<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}
