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
  console.log(
    `%c${title}`,
    'font: 700 1.5em/1.4 system-ui, sans-serif; color: #4338ca; text-shadow: 1px 1px 0 #2dd4bf',
  );
  for (const line of rest) console.log(line);
}
