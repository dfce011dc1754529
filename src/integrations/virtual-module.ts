/** A Vite plugin serving `source` as the module `id` (`virtual:…`), for integrations that hand pages build-time values. */
export function virtualModule(id: string, source: string) {
  const resolved = `\0${id}`;
  return {
    name: id,
    resolveId: (requested: string) => (requested === id ? resolved : undefined),
    load: (requested: string) => (requested === resolved ? source : undefined),
  };
}
