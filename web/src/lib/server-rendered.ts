/*
 * What a server-rendered page carries for the browser. Kept apart from Apollo (apollo-cache.ts) so the
 * entry script can ask whether the page was server-rendered without loading Apollo Client.
 */

/**
 * The id of the `<script type="application/json">` element that carries a server-rendered page's
 * Apollo cache to the browser (JSON, never executed, so the Content-Security-Policy allows it).
 */
export const APOLLO_STATE_ELEMENT_ID = 'apollo-state';

/** Whether the server rendered this page (the marketplace's public pages): then it is hydrated. */
export function isServerRendered(): boolean {
  return typeof document !== 'undefined' && document.getElementById(APOLLO_STATE_ELEMENT_ID) !== null;
}

/**
 * The cache a server-rendered page was rendered from, or null on a page the server did not render.
 * The first render in the browser must read exactly this, or hydration would not match.
 */
export function readServerRenderedCache(): unknown {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(APOLLO_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as unknown) : null;
}
