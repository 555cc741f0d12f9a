import { Link } from 'react-router-dom';
import { FacebookIcon, InstagramIcon, XIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/Logo';
import { paths } from '../../../config/paths';
import { DEFAULT_EXPO_NAME, useSiteConfig, type SiteConfig } from '../../../lib/site-config';
import './Footer.css';

export function Footer() {
  const site = useSiteConfig();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <Logo />
          <p>Africa’s premier international beauty and lifestyle convention.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to={paths.programme}>Programme</Link>
            </li>
            <li>
              <Link to={paths.exhibitors}>Exhibitors</Link>
            </li>
            <li>
              <Link to={paths.aboutUs}>About Us</Link>
            </li>
            <li>
              <Link to={paths.contactUs}>Contact Us</Link>
            </li>
            <li>
              <Link to={paths.privacy}>Privacy</Link>
            </li>
            <li>
              <Link to={paths.tools}>Rent Tools</Link>
            </li>
            <li>
              <Link to={paths.registration}>Register</Link>
            </li>
          </ul>
        </nav>
        {site && <SocialLinks site={site} />}
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {year} {site?.expoName ?? DEFAULT_EXPO_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}

function SocialLinks({ site }: { site: SiteConfig }) {
  const links = [
    { name: 'Facebook', url: site.facebookUrl, Icon: FacebookIcon },
    { name: 'Instagram', url: site.instagramUrl, Icon: InstagramIcon },
    { name: 'X', url: site.xUrl, Icon: XIcon },
  ].filter((link): link is typeof link & { url: string } => Boolean(link.url));
  if (links.length === 0) return null;

  return (
    <section className="site-footer__social" aria-labelledby="footer-social-heading">
      <h2 id="footer-social-heading" className="site-footer__heading">
        Follow us on all social media
      </h2>
      <ul className="site-footer__social-list">
        {links.map(({ name, url, Icon }) => (
          <li key={name}>
            <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${name} (opens in a new tab)`}>
              <Icon />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
