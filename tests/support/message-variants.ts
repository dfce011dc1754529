import { READING_TYPES } from '../../src/lib/readings/vocabulary';

/**
 * The message a key is a variant of, when it is one: `<key>.<type>`, a message of the fallback
 * language (`reference`) read for an item of a reading type (`readings.created.video`). A language writes the
 * variants its grammar asks for (French agrees with une vidéo), so a variant may be in one file
 * only: the key-parity checks allow these, and nothing else.
 */
export function variantOf(key: string, reference: Readonly<Record<string, string>>): string | undefined {
  const type = READING_TYPES.find((t) => key.endsWith(`.${t}`));
  const plain = type && key.slice(0, -type.length - 1);
  return plain && Object.hasOwn(reference, plain) ? plain : undefined;
}
