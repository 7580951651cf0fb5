/**
 * The first name an object of a JSON text carries twice. `JSON.parse` keeps the last value of a
 * repeated name without a word, so `{"qty":1,"qty":999}` reads as 999 here while a logger, a proxy
 * or a reviewer reading the body sees 1: which one was meant is not ours to guess (RFC 8259 says
 * names SHOULD be unique), as for a form field sent twice.
 */

/** For text that `JSON.parse` accepted: one pass, strings skipped whole, each object its own names. */
export const repeatedKey = (text: string): string | undefined => {
  // One entry per open object (its names so far) or array (null).
  const open: (Set<string> | null)[] = [];
  let atName = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22 /* " */) {
      let end = i + 1;
      let escaped = false;
      while (end < text.length && text.charCodeAt(end) !== 0x22) {
        if (text.charCodeAt(end) === 0x5c /* \ */) {
          escaped = true;
          end++;
        }
        end++;
      }
      const names = open.at(-1);
      if (atName && names) {
        // "\u0061" and "a" are one name: an escaped name is compared decoded.
        const name = escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        if (names.has(name)) return name;
        names.add(name);
        atName = false;
      }
      i = end;
    } else if (ch === 0x7b /* { */) {
      open.push(new Set());
      atName = true;
    } else if (ch === 0x5b /* [ */) {
      open.push(null);
      atName = false;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) {
      open.pop();
      atName = false;
    } else if (ch === 0x2c /* , */) {
      atName = open.at(-1) != null;
    }
  }
  return undefined;
};
