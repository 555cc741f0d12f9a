import {
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { MessageKey, Namespace } from './catalogues';
import { languageState, subscribeToLanguage, translator, type TFunction } from './i18n';
import type { Language } from './languages';
import { valueText, wordingOf, type MessageText, type MessageValues } from './messages';

/*
 * The React side of the strings: useTranslation gives a component its namespace's `t` in the language
 * shown, and re-renders it when the language changes; <Trans> draws a message with elements in it.
 */

/** Set by the server renderer: each page renders in its own language, whatever the others do. */
const PageLanguage = createContext<Language | null>(null);

export function PageLanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <PageLanguage value={language}>{children}</PageLanguage>;
}

/** The language the page is drawn in. */
export function useLanguage(): Language {
  const pageLanguage = useContext(PageLanguage);
  // Server and hydration read the same state: the entry script sets it from <html lang> first.
  const shown = useSyncExternalStore(subscribeToLanguage, languageState, languageState);
  return pageLanguage ?? shown.language;
}

/** `t` for a namespace ('common' by default) and the language it is in. */
export function useTranslation<N extends Namespace = 'common'>(namespace?: N): { t: TFunction<N>; language: Language } {
  const language = useLanguage();
  return { t: translator((namespace ?? 'common') as N, language), language };
}

interface TransProps<N extends Namespace> {
  t: TFunction<N>;
  i18nKey: MessageKey<N>;
  values?: MessageValues;
  /** The element each `<tag>` of the message becomes, with the tag's words inside it. */
  components?: Components;
}

type Components = Readonly<Record<string, ReactElement>>;

/**
 * A message with elements in it: 'Read our <privacy>privacy policy</privacy>.' with
 * `components={{ privacy: <Link to={paths.privacy} /> }}` draws the link around its translated words.
 */
export function Trans<N extends Namespace>({ t, i18nKey, values, components = {} }: TransProps<N>) {
  const message = t.message(i18nKey);
  if (message === undefined) return i18nKey;
  return <>{drawn(wordingOf(message, values, t.language), values, components)}</>;
}

function drawn(text: MessageText, values: MessageValues | undefined, components: Components): ReactNode {
  if (typeof text === 'string') return text;
  const nodes: ReactNode[] = [];
  for (const [index, part] of text.entries()) {
    if (typeof part === 'object' && 'tag' in part) {
      const children = drawn(part.children, values, components);
      const element = components[part.tag];
      // A tag without its element keeps its words: the sentence still reads.
      nodes.push(
        element ? cloneElement(element, { key: index }, children) : <Fragment key={index}>{children}</Fragment>,
      );
      continue;
    }
    // Text and values run together into one text node, as they read.
    const words = typeof part === 'string' ? part : valueText(part.value, values);
    const last = nodes.at(-1);
    if (typeof last === 'string') nodes[nodes.length - 1] = last + words;
    else nodes.push(words);
  }
  return nodes;
}
