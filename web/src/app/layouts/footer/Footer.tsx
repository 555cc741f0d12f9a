import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { FacebookIcon, InstagramIcon, XIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/Logo';
import { paths } from '../../../config/paths';
import { DEFAULT_EXPO_NAME, useSiteConfig, type SiteConfig } from '../../../lib/site-config';
import './Footer.css';

export function Footer() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <Logo />
          <p>{t('site.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.programme}>{t('nav.programme')}</Link>
            </li>
            <li>
              <Link to={paths.exhibitors}>{t('footer.exhibitors')}</Link>
            </li>
            <li>
              <Link to={paths.aboutUs}>{t('nav.aboutUs')}</Link>
            </li>
            <li>
              <Link to={paths.contactUs}>{t('nav.contactUs')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.tools}>{t('nav.rentTools')}</Link>
            </li>
            <li>
              <Link to={paths.registration}>{t('nav.register')}</Link>
            </li>
          </ul>
        </nav>
        {site && <SocialLinks site={site} />}
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>{t('footer.copyright', { year, expoName: site?.expoName ?? DEFAULT_EXPO_NAME })}</p>
        </div>
      </div>
    </footer>
  );
}

function SocialLinks({ site }: { site: SiteConfig }) {
  const { t } = useTranslation();
  const links = [
    { name: 'Facebook', url: site.facebookUrl, Icon: FacebookIcon },
    { name: 'Instagram', url: site.instagramUrl, Icon: InstagramIcon },
    { name: 'X', url: site.xUrl, Icon: XIcon },
  ].filter((link): link is typeof link & { url: string } => Boolean(link.url));
  if (links.length === 0) return null;

  return (
    <section className="site-footer__social" aria-labelledby="footer-social-heading">
      <h2 id="footer-social-heading" className="site-footer__heading">
        {t('footer.followUs')}
      </h2>
      <ul className="site-footer__social-list">
        {links.map(({ name, url, Icon }) => (
          <li key={name}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.socialLink', { network: name })}
            >
              <Icon />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
