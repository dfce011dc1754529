/** The one-line message of anything thrown (`Error`, string, object), or `''` when it has none. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message.trim();
  if (typeof error === 'string') return error.trim();
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message.trim();
  }
  return '';
}

/** The raw error as text for a `<pre>`: the stack when there is one (it starts with the message). */
export function errorDetail(error: unknown): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    const stack = typeof error.stack === 'string' ? error.stack : '';
    return stack.includes(error.message) ? stack : stack ? `${head}\n${stack}` : head;
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}
