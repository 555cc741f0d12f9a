import type { ComponentType, SVGProps } from 'react';
import type { TFunction } from '../../../lib/i18n/i18n';
import { Trans, useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { GlobeIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import type { SiteConfig } from '../../../lib/site-config';
import { CONTACT } from './contact-i18n';
import './contact.css';

/** A link that leaves the site opens in a new tab, without giving that page a handle on ours. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface ContactItem {
  label: string;
  href: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  external?: boolean;
}

/** Phone numbers, e-mail and web address from the site configuration; missing ones are left out. */
function contactItems(site: SiteConfig | null, t: TFunction<typeof CONTACT>): ContactItem[] {
  if (!site) return [];
  const items: ContactItem[] = [];
  // CONTACT_PHONE may hold several numbers, e.g. '+234 800 000 0000, +234 900 000 0000'.
  for (const phone of (site.contactPhone ?? '')
    .split(/[,;/]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    items.push({ label: t('block.phone'), href: `tel:${phone.replace(/[^\d+]/g, '')}`, text: phone, Icon: PhoneIcon });
  }
  if (site.contactEmail) {
    items.push({
      label: t('block.email'),
      href: `mailto:${site.contactEmail}`,
      text: site.contactEmail,
      Icon: MailIcon,
    });
  }
  if (site.contactWebsite) {
    const text = site.contactWebsite.replace(/^https?:\/\//, '').replace(/\/$/, '');
    items.push({ label: t('block.web'), href: site.contactWebsite, text, Icon: GlobeIcon, external: true });
  }
  return items;
}

interface ContactBlockProps {
  site: SiteConfig | null;
  /** On the contact page itself the fallback does not point to the form it sits beside. */
  onContactPage?: boolean;
}

export function ContactBlock({ site, onContactPage = false }: ContactBlockProps) {
  const { t } = useTranslation(CONTACT);
  const items = contactItems(site, t);
  // Beside the form, a block saying "use the form" would only repeat the page.
  if (items.length === 0 && onContactPage) return null;
  return (
    <section className="info-card contact-block" aria-labelledby="contact-block-heading">
      <h2 id="contact-block-heading">{t('block.title')}</h2>
      {items.length > 0 ? (
        <ul className="contact-block__list">
          {items.map(({ label, href, text, Icon, external }) => (
            <li key={href}>
              <span className="contact-block__icon" aria-hidden="true">
                <Icon />
              </span>
              <span className="contact-block__text">
                <span className="contact-block__label">{label}</span>
                <a href={href} {...(external && NEW_TAB)}>
                  {text}
                  {external && <span className="visually-hidden">{t('block.newTab')}</span>}
                </a>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans t={t} i18nKey="block.fallback" components={{ form: <Link to={paths.contactUs} /> }} />
        </p>
      )}
    </section>
  );
}
