import { useEffect } from 'react';
import { useTranslation } from './i18n/translation';

const SITE_NAME = 'AIBEx 2026';

/**
 * Each page names itself in the tab title (screen readers announce it on navigation) and describes itself
 * for search results and link previews. The shared Open Graph tags follow, so a link copied from any page
 * previews that page. Pages without a title or description get the site's (common.json's `site`, in the
 * page's language; index.html carries the English text for crawlers).
 */
export function usePageTitle(title?: string, description?: string): void {
  const { t } = useTranslation();
  const fullTitle = title ? `${title} | ${SITE_NAME}` : t('site.title');
  const fullDescription = description ?? t('site.description');
  useEffect(() => {
    document.title = fullTitle;
    setMeta('name', 'description', fullDescription);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', fullDescription);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', fullDescription);
  }, [fullTitle, fullDescription]);
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
