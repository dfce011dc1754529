/** A theme token's two values, as `src/styles/tokens.css` declares it: `--name: light-dark(<light>, <dark>);`. */
export function lightDarkToken(css: string, name: string): { light: string; dark: string } {
  const match = new RegExp(`${name}:\\s*light-dark\\(\\s*([^,\\s)]+)\\s*,\\s*([^,\\s)]+)\\s*\\)`).exec(css);
  if (!match) throw new Error(`src/styles/tokens.css: ${name} is not declared as light-dark(<light>, <dark>)`);
  return { light: match[1]!, dark: match[2]! };
}
