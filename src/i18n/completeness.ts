/**
 * How complete a language's messages are, against the fallback language's: a language an owner adds
 * may start partial (its missing messages show in the fallback language), and the build says so.
 */
type Messages = Readonly<Record<string, string>>;

/** The fallback's keys that `messages` lacks, in the fallback's order. */
export function missingMessages(messages: Messages, fallback: Messages): string[] {
  return Object.keys(fallback).filter((key) => !Object.hasOwn(messages, key));
}

/**
 * One line per language that lacks messages, for the build's output:
 * `de: 374 of 393 messages fall back to English; npm run i18n:missing de lists them`.
 */
export function incompleteLanguages(
  resources: Readonly<Record<string, Messages>>,
  fallback: string,
  fallbackLabel: string,
): string[] {
  const reference = resources[fallback] ?? {};
  const total = Object.keys(reference).length;
  return Object.entries(resources).flatMap(([code, messages]) => {
    const missing = code === fallback ? 0 : missingMessages(messages, reference).length;
    if (missing === 0) return [];
    const counted = `${missing.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} messages`;
    return [`${code}: ${counted} fall back to ${fallbackLabel}; npm run i18n:missing ${code} lists them`];
  });
}
