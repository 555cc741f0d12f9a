import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { useBlink } from './use-blink';

/** The blinking 'AIBEx 2026 REGISTRATION' banner with its button. */
export function RegistrationBanner({ expoName }: { expoName: string }) {
  return (
    <section className="reg-banner" aria-labelledby="reg-banner-heading">
      <div className="container reg-banner__inner">
        <BlinkingHeading id="reg-banner-heading">{expoName} REGISTRATION</BlinkingHeading>
        <p className="reg-banner__text">
          Exhibitors, hosted buyers, professionals and beauty lovers: secure your place. It takes a minute, and your
          confirmation arrives by e-mail.
        </p>
        <Link to={paths.registration} className={buttonClassName('accent', 'reg-banner__cta')}>
          REGISTER TO PARTICIPATE
        </Link>
      </div>
    </section>
  );
}

/** Its own component so that only the heading re-renders on each blink. */
function BlinkingHeading({ id, children }: { id: string; children: ReactNode }) {
  const on = useBlink();
  return (
    <h2 id={id} className="reg-banner__title" data-blink={on ? 'on' : 'off'}>
      {children}
    </h2>
  );
}
