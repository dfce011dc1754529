/**
 * `make` run once per key, its result kept for the process's life: the one way the site keeps what
 * every page of a build asks for again (a locale's formats and translator, an icon's markup, a
 * normalized base, the loaded reading list). Without a key (`oncePerKey(() => …)`), `make` runs
 * once, at the first call; a promise is kept as it is, so its work starts once too.
 */
export function oncePerKey<K = void, V = unknown>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}
