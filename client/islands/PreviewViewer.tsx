/**
 * The editors' preview viewer (content spec section 2): a GET form (doc type, layout variant,
 * limit 10/20/50) and the entries found, each labelled with its id and name. The server renders
 * it whole, so it works without script; hydrated, it fetches in place with a loading placeholder,
 * clears the results on failure ("No results."), and syncs its scroll position with the CMS frame
 * around it by `postMessage` (only with the configured parent origin).
 */
import { type FormEvent, useEffect, useState } from 'react';
import { SHOWCASE_LIMITS } from '../../shared/contract/content-constants';
import { bffFetch } from '../api/bff';
import type { PreviewViewerText } from '../pages/PreviewViewerMessages';
import { scrollFromMessage, scrollMessage, viewerSearch } from '../pages/PreviewViewerSync';

export type ViewerResult = { id: string; name: string };
export type ViewerQuery = { docType: string; layoutVariant: string; limit: number };

export type PreviewViewerProps = {
  locale: string;
  action: string;
  query: ViewerQuery;
  /** The form was sent without a doc type. */
  docTypeMissing: boolean;
  /** null until a search ran. */
  results: ViewerResult[] | null;
  numFound: number;
  /** The CMS origin allowed to exchange scroll positions with this page. */
  parentOrigin: string;
  text: PreviewViewerText;
};

type ShowcaseAnswer = { results: ViewerResult[]; numFound: number };

export default function PreviewViewer(props: PreviewViewerProps) {
  const { text, parentOrigin } = props;
  const [query, setQuery] = useState(props.query);
  const [missing, setMissing] = useState(props.docTypeMissing);
  const [results, setResults] = useState(props.results);
  const [numFound, setNumFound] = useState(props.numFound);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (window.parent === window) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        window.parent.postMessage(scrollMessage(window.scrollY), parentOrigin),
      );
    };
    const onMessage = (event: MessageEvent) => {
      const y = scrollFromMessage(event, parentOrigin);
      if (y !== undefined) window.scrollTo({ top: y });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('message', onMessage);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('message', onMessage);
    };
  }, [parentOrigin]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const docType = query.docType.trim();
    if (!docType) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setLoading(true);
    const search = viewerSearch({ ...query, docType, layoutVariant: query.layoutVariant.trim() });
    window.history.replaceState(null, '', `${props.action}?${search}`);
    try {
      const answer = await bffFetch<ShowcaseAnswer>(`/api/preview/showcase?${search}`, {
        locale: props.locale,
      });
      setResults(answer.ok ? answer.data.results : []);
      setNumFound(answer.ok ? answer.data.numFound : 0);
    } catch {
      // Spec section 8: a failed preview fetch clears the results.
      setResults([]);
      setNumFound(0);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="preview-viewer">
      <form
        className="preview-viewer__form"
        method="get"
        action={props.action}
        noValidate
        onSubmit={onSubmit}
      >
        <div className="field">
          <label htmlFor="pv-doc-type">{text.docType}</label>
          <input
            id="pv-doc-type"
            name="docType"
            value={query.docType}
            onChange={(e) => setQuery({ ...query, docType: e.target.value })}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? 'pv-doc-type-error' : undefined}
          />
          {missing && (
            <p id="pv-doc-type-error" className="field-error" role="alert">
              {text.docTypeRequired}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="pv-layout-variant">{text.layoutVariant}</label>
          <input
            id="pv-layout-variant"
            name="layoutVariant"
            value={query.layoutVariant}
            onChange={(e) => setQuery({ ...query, layoutVariant: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="pv-limit">{text.limit}</label>
          <select
            id="pv-limit"
            name="limit"
            value={query.limit}
            onChange={(e) => setQuery({ ...query, limit: Number(e.target.value) })}
          >
            {SHOWCASE_LIMITS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {text.go}
        </button>
      </form>
      {loading ? (
        <p className="preview-viewer__loading" role="status" aria-busy="true">
          {text.loading}
        </p>
      ) : (
        results !== null &&
        (results.length === 0 ? (
          <p role="status">{text.noResults}</p>
        ) : (
          <section aria-label={text.results}>
            <p role="status">{text.found.replace('{count}', String(numFound))}</p>
            <ol className="preview-viewer__results">
              {results.map((r) => (
                <li key={`${r.id}-${r.name}`} className="preview-viewer__result">
                  <code>{r.id}</code> <span>{r.name}</span>
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
    </div>
  );
}
