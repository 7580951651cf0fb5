/**
 * "Did you mean" for a search without results: each unknown token replaced by the closest
 * catalogue word (edit distance 1 for short tokens, 2 otherwise; the more searched wins a tie),
 * and the popular terms.
 */

const levenshtein = (a: string, b: string): number => {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
};

/** "Did you mean" (each unknown token replaced by the closest catalogue word) and popular terms. */
export const suggestions = async (db: D1Database, tokens: readonly string[]) => {
  const { results } = await db
    .prepare('SELECT term, weight FROM search_terms')
    .all<{ term: string; weight: number }>();
  const popular = [...results]
    .filter((t) => t.term.length >= 4)
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, 6)
    .map((t) => t.term);
  const known = new Set(results.map((r) => r.term));
  let changed = false;
  const corrected = tokens.map((token) => {
    if (known.has(token) || token.length < 3) return token;
    const limit = token.length <= 4 ? 1 : 2;
    let best: { term: string; d: number; w: number } | undefined;
    for (const { term, weight } of results) {
      const d = levenshtein(token, term);
      if (d <= limit && (!best || d < best.d || (d === best.d && weight > best.w)))
        best = { term, d, w: weight };
    }
    if (!best) return token;
    changed = true;
    return best.term;
  });
  return { didYouMean: changed ? [corrected.join(' ')] : [], popular };
};
