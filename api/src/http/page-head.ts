import type { Config } from '../config/config.js';
import type { ProgrammeSessionRow } from '../features/expo/programme/programme.table.js';
import type { ToolWithRefs } from '../features/rentals/tools/tool.service.js';
import { formatMoney } from '../lib/money.js';
import { toolPath } from '../lib/slug.js';
import { isoWithOffset } from '../lib/zoned-time.js';
import { translator } from '../lib/i18n.js';
import type { PageLanguage } from './page-language.js';

/**
 * What a page says about itself before any JavaScript runs: search engines and link previews (most
 * preview bots run no script) read the HTML the server sends. The web app keeps them right as it
 * navigates (lib/use-page-title.ts); this is the first answer.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own address (path), for rel=canonical and og:url. */
  canonicalPath: string;
  /** A picture of the page (path or URL); the site's own card when absent. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  type?: 'website' | 'product';
  /** schema.org data, as JSON-LD. */
  jsonLd?: unknown;
  /** Not to be indexed (a page that is not there). */
  noindex?: boolean;
}

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A `<meta>` of index.html (one line or several), whose content becomes `content`. */
function setMeta(html: string, key: 'name' | 'property', name: string, content: string): string {
  const tag = new RegExp(`(<meta\\s+${key}="${name.replace(/[:.]/g, '\\$&')}"\\s+content=")[^"]*(")`);
  return html.replace(tag, (_m, start: string, end: string) => `${start}${attr(content)}${end}`);
}

/**
 * index.html in `language`: its `<html lang>` (screen readers, and the browser's hydration, read it), and
 * the site's own title and description for a page that has none of its own (index.html holds the
 * English ones; the web app's common.json has the same words, which take over once it runs).
 */
export function withPageLanguage(html: string, language: PageLanguage): string {
  if (language === 'en') return html;
  const t = translator(language);
  let out = withTitle(
    html.replace('<html lang="en">', `<html lang="${language}">`),
    t('site.title'),
    t('site.description'),
  );
  out = setMeta(out, 'property', 'og:image:alt', t('site.title'));
  return setMeta(out, 'property', 'og:locale', OG_LOCALES[language]);
}

/** The title and description of a page, and of its link previews (Open Graph, Twitter card). */
function withTitle(html: string, title: string, description: string): string {
  let out = html.replace(/<title>[^<]*<\/title>/, `<title>${attr(title)}</title>`);
  out = setMeta(out, 'name', 'description', description);
  out = setMeta(out, 'property', 'og:title', title);
  out = setMeta(out, 'property', 'og:description', description);
  out = setMeta(out, 'name', 'twitter:title', title);
  return setMeta(out, 'name', 'twitter:description', description);
}

/**
 * A translated page's own address in `language`: the French page is its own canonical address
 * (`?lang=fr`), as search engines expect of a translation that names its alternates (seo.ts).
 */
const translatedPath = (path: string, language: PageLanguage) =>
  language === 'en' ? path : `${path}?lang=${language}`;

const OG_LOCALES: Record<PageLanguage, string> = { en: 'en_GB', fr: 'fr_FR' };

/** JSON inside a script element: `<` escaped, so no text can close the element. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * index.html (already given its absolute addresses by withPublicUrls) with the head of one page: title,
 * description, canonical, Open Graph, Twitter card, JSON-LD.
 */
export function withPageHead(html: string, head: PageHead, baseUrl: string): string {
  let out = withTitle(html, head.title, head.description);
  out = setMeta(out, 'property', 'og:type', head.type ?? 'website');
  if (head.image) {
    const image = head.image.startsWith('/') ? baseUrl + head.image : head.image;
    out = setMeta(out, 'property', 'og:image', image);
    out = setMeta(out, 'name', 'twitter:image', image);
    // The site card's size and type; a tool's photo has its own.
    out = out.replace(/\s*<meta property="og:image:(?:type|width|height)" content="[^"]*" \/>/g, '');
    out = setMeta(out, 'property', 'og:image:alt', head.imageAlt ?? head.title);
  }
  // og:url is withPublicUrls' (static-web.ts), which runs first.
  const extra = [
    `<link rel="canonical" href="${attr(baseUrl + head.canonicalPath)}" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`] : []),
  ];
  return out.replace('</head>', `  ${extra.join('\n    ')}\n  </head>`);
}

/** The first sentence-sized part of a text, for descriptions (at most `max` characters, whole words). */
export function summaryOf(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const EXPO_MARKETPLACE = 'AIBEx marketplace';

/** The marketplace's own page (/tools). */
export function marketplaceHead(): PageHead {
  return {
    title: `Rent tools near you | ${EXPO_MARKETPLACE}`,
    description:
      'Rent drills, generators, ladders and more from people near you in Nigeria, by the hour or by the day. Browse freely; sign in when you book.',
    canonicalPath: '/tools',
  };
}

/**
 * A listed tool's page: its name, price and place, its cover photo, and schema.org Product data with
 * an Offer (the price per hour or per day as a UnitPriceSpecification) and its rating when it has one.
 */
export function toolHead({ tool, category, owner }: ToolWithRefs, baseUrl: string): PageHead {
  const currency = tool.currency;
  const per = tool.rentalCircle === 'hourly' ? 'hour' : 'day';
  const price = formatMoney(tool.priceCents, currency);
  const place = [tool.city, tool.state].filter(Boolean).join(', ');
  const canonicalPath = toolPath(tool.id, tool.name);
  const lead = `${tool.name} for rent in ${place}: ${price} per ${per} from ${owner.firstName}.`;
  const description = summaryOf(tool.description ? `${lead} ${tool.description}` : lead);
  const images = [tool.coverImage, tool.image1, tool.image2, tool.image3, tool.image4]
    .filter((image): image is string => Boolean(image))
    .map((image) => (image.startsWith('/') ? baseUrl + image : image));
  const decimal = (tool.priceCents / 100).toFixed(2);
  return {
    title: `${tool.name} for rent in ${tool.city}, ${price}/${per} | ${EXPO_MARKETPLACE}`,
    description,
    canonicalPath,
    image: images[0],
    imageAlt: tool.name,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: tool.name,
      description: summaryOf(tool.description || lead, 5000),
      ...(images.length ? { image: images } : {}),
      url: baseUrl + canonicalPath,
      category: category.name,
      offers: {
        '@type': 'Offer',
        url: baseUrl + canonicalPath,
        price: decimal,
        priceCurrency: currency,
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: decimal,
          priceCurrency: currency,
          // UN/CEFACT codes: HUR an hour, DAY a day.
          unitCode: per === 'hour' ? 'HUR' : 'DAY',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: per === 'hour' ? 'HUR' : 'DAY' },
        },
        seller: { '@type': 'Person', name: owner.firstName },
        areaServed: place,
      },
      ...(tool.ratingCount > 0 && tool.rating !== null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Number(tool.rating).toFixed(1),
              reviewCount: tool.ratingCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

/** What the expo's pages say about the event, from the site configuration. */
export interface ExpoFacts {
  expo: Config['expo'];
  /** The organisers' own website (CONTACT_WEBSITE); the site's address when unset. */
  organiserUrl: string | undefined;
}

/** The venue's city and country: the expo is held in Abuja, whatever the venue's exact name. */
const VENUE_ADDRESS = { '@type': 'PostalAddress', addressLocality: 'Abuja', addressCountry: 'NG' } as const;
const SCHEDULED = 'https://schema.org/EventScheduled';
const IN_PERSON = 'https://schema.org/OfflineEventAttendanceMode';

/**
 * /programme: the expo as a schema.org Event with each session as a subEvent, its start and end given
 * with the venue's UTC offset (a bare local time would be read in the reader's zone).
 */
export function programmeHead(
  sessions: ProgrammeSessionRow[],
  { expo, organiserUrl }: ExpoFacts,
  baseUrl: string,
  language: PageLanguage = 'en',
): PageHead {
  const canonicalPath = translatedPath('/programme', language);
  const copy = EXPO_HEADS[language];
  const description = sessions.length
    ? copy.programme(expo.name, expo.venue)
    : copy.programmeToCome(expo.name, expo.venue);
  const location = (name: string) => ({ '@type': 'Place', name, address: VENUE_ADDRESS });
  // A session's French text where the organisers wrote one, else its English.
  const local = (english: string, french: string | null) => (language === 'fr' && french ? french : english);
  return {
    title: `${copy.programmeTitle} | ${expo.name}`,
    description,
    canonicalPath,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: expo.name,
      description,
      inLanguage: language,
      startDate: expo.startDate,
      endDate: expo.endDate,
      eventStatus: SCHEDULED,
      eventAttendanceMode: IN_PERSON,
      location: location(expo.venue),
      organizer: { '@type': 'Organization', name: expo.name, url: organiserUrl ?? baseUrl },
      url: baseUrl + canonicalPath,
      subEvent: sessions.map((s) => {
        const sessionDescription = local(s.description, s.descriptionFr);
        return {
          '@type': 'Event',
          name: local(s.title, s.titleFr),
          ...(sessionDescription ? { description: summaryOf(sessionDescription, 500) } : {}),
          startDate: isoWithOffset(s.startsAt, expo.timeZone),
          endDate: isoWithOffset(s.endsAt, expo.timeZone),
          eventStatus: SCHEDULED,
          eventAttendanceMode: IN_PERSON,
          location: location(`${local(s.room, s.roomFr)}, ${expo.venue}`),
          ...(s.speakers.length ? { performer: s.speakers.map((p) => ({ '@type': 'Person', name: p.name })) } : {}),
          ...(s.link ? { url: s.link } : {}),
        };
      }),
    },
  };
}

/** /exhibitors: the directory of exhibitors and sponsors. */
export function exhibitorsHead({ expo }: ExpoFacts, language: PageLanguage = 'en'): PageHead {
  const copy = EXPO_HEADS[language];
  return {
    title: `${copy.exhibitorsTitle} | ${expo.name}`,
    description: copy.exhibitors(expo.name, expo.venue),
    canonicalPath: translatedPath('/exhibitors', language),
  };
}

/**
 * An address no page lives at: says so in the page's language (as the web app's "page not found" does),
 * and is not to be indexed.
 */
export function notFoundHead(siteName: string | undefined, path: string, language: PageLanguage = 'en'): PageHead {
  const copy = EXPO_HEADS[language];
  return {
    title: `${copy.notFoundTitle} | ${siteName ?? DEFAULT_SITE_NAME}`,
    description: copy.notFound,
    canonicalPath: path,
    noindex: true,
  };
}

/** The site's name in titles when the expo's facts are not at hand (the web app's usePageTitle). */
const DEFAULT_SITE_NAME = 'AIBEx 2026';

/**
 * What the expo's pages say about themselves before their script runs, in each of their languages
 * (the web app's own strings take over once it runs; web/src/locales).
 */
const EXPO_HEADS: Record<
  PageLanguage,
  {
    programmeTitle: string;
    programme: (name: string, venue: string) => string;
    programmeToCome: (name: string, venue: string) => string;
    exhibitorsTitle: string;
    exhibitors: (name: string, venue: string) => string;
    notFoundTitle: string;
    notFound: string;
  }
> = {
  en: {
    programmeTitle: 'Programme',
    programme: (name, venue) =>
      `The ${name} programme in ${venue}: masterclasses, workshops, competitions and shows, day by day, with times, stages and speakers.`,
    programmeToCome: (name, venue) =>
      `The ${name} programme of masterclasses, workshops, competitions and shows in ${venue} will be announced here.`,
    exhibitorsTitle: 'Exhibitors and sponsors',
    exhibitors: (name, venue) =>
      `The companies exhibiting at ${name} in ${venue}, and its sponsors: what they show, their booths and their websites.`,
    notFoundTitle: 'Page not found',
    notFound: 'The page you are looking for does not exist or has moved.',
  },
  fr: {
    programmeTitle: 'Programme',
    programme: (name, venue) =>
      `Le programme de ${name} à ${venue}\u00a0: masterclasses, ateliers, concours et spectacles, jour par jour, avec les horaires, les scènes et les intervenants.`,
    programmeToCome: (name, venue) =>
      `Le programme de ${name} à ${venue} (masterclasses, ateliers, concours et spectacles) sera annoncé ici.`,
    exhibitorsTitle: 'Exposants et sponsors',
    exhibitors: (name, venue) =>
      `Les entreprises qui exposent à ${name} à ${venue}, et ses sponsors\u00a0: ce qu’elles présentent, leurs stands et leurs sites web.`,
    notFoundTitle: 'Page introuvable',
    notFound: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
};
