/** The console greeting, printed once per full page load from the lines the page carries. */
export function printGreeting(): void {
  const source = document.querySelector<HTMLElement>('[data-greeting]')?.dataset.greeting;
  if (!source) return;
  let lines: unknown;
  try {
    lines = JSON.parse(source);
  } catch {
    return;
  }
  if (!Array.isArray(lines) || !lines.every((line) => typeof line === 'string') || lines.length < 2) return;
  const [title, ...rest] = lines as string[];
  // The owner's colours (src/site.config.ts), as the page's tokens hold them: light-dark(light, dark).
  const root = getComputedStyle(document.documentElement);
  const color = (name: string, at: 0 | 1) => root.getPropertyValue(name).match(/#[0-9a-f]{6}/gi)?.[at] ?? 'inherit';
  console.log(
    `%c${title}`,
    `font: 700 1.5em/1.4 system-ui, sans-serif; color: ${color('--color-accent', 0)}; text-shadow: 1px 1px 0 ${color('--color-secondary', 1)}`,
  );
  for (const line of rest) console.log(line);
}
