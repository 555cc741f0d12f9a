/*
 * Messages as the build compiles them (web/vite-plugins/messages.ts) from the JSON strings in
 * web/src/locales/<language>/<namespace>.json, and the few lines that put values into them. The strings
 * are written as before ('Thanks, {{firstName}}', `<privacy>privacy policy</privacy>`, plural forms as
 * `key_one` / `key_other` / `key_many`), but parsed at build time: the browser gets ready-made parts and
 * no parser, and a malformed string fails the build rather than a page.
 */

/** A piece of a message: text, a value put in by name (`{{name}}`), or a tag around other pieces. */
export type MessagePart = string | { value: string } | { tag: string; children: MessagePart[] };

/** One wording: plain text, or parts when it has values or tags in it. */
export type MessageText = string | MessagePart[];

/** A message: one wording, or one per plural category (chosen by the `count` value). */
export type Message = MessageText | { plural: Partial<Record<Intl.LDMLPluralRule, MessageText>> };

/** One namespace of one language: every message by its dotted key (plural forms under their base key). */
export type CompiledCatalogue = Readonly<Record<string, Message>>;

/** What fills a message's `{{placeholders}}`; `count` also chooses the plural form. */
export type MessageValues = Readonly<Record<string, string | number | null | undefined>>;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The wording of `message` for `values.count` in `locale` ('zero' first when the count is 0 and it exists). */
export function wordingOf(message: Message, values: MessageValues | undefined, locale: string): MessageText {
  if (typeof message === 'string' || Array.isArray(message)) return message;
  const forms = message.plural;
  const count = Number(values?.count ?? NaN);
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return forms[rules.select(count)] ?? forms.other ?? '';
}

/**
 * A value as written into text: a value given as null or undefined writes nothing, and one not given at
 * all stays as its placeholder, so the missing value shows.
 */
export function valueText(name: string, values: MessageValues | undefined): string {
  if (!values || !(name in values)) return `{{${name}}}`;
  const value = values[name];
  return value === undefined || value === null ? '' : String(value);
}

/** A wording as plain text, with its values in and its tags written as they are in the source. */
export function wordingText(text: MessageText, values: MessageValues | undefined): string {
  if (typeof text === 'string') return text;
  let out = '';
  for (const part of text) {
    if (typeof part === 'string') out += part;
    else if ('value' in part) out += valueText(part.value, values);
    else out += `<${part.tag}>${wordingText(part.children, values)}</${part.tag}>`;
  }
  return out;
}
