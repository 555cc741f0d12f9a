import { useEffect } from 'react';

const SITE_NAME = 'AIBEx 2026';
/** The home page's title and the fallback description; index.html carries the same text for crawlers. */
export const SITE_TITLE = 'AIBEx 2026 | Africa’s premier international beauty and lifestyle convention';
export const SITE_DESCRIPTION =
  'AIBEx 2026: Africa’s premier international beauty and lifestyle convention in Abuja. Register to participate, become a sponsor, and rent professional tools from our marketplace.';

/**
 * Each page names itself in the tab title (screen readers announce it on navigation) and describes itself
 * for search results and link previews. The shared Open Graph tags follow, so a link copied from any page
 * previews that page. Pages without a description fall back to the site's.
 */
export function usePageTitle(title?: string, description: string = SITE_DESCRIPTION): void {
  useEffect(() => {
    const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_TITLE;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
  }, [title, description]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}
