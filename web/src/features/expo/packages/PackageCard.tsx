import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { cx } from '../../../components/ui/cx';
import { intlLocale } from '../../../lib/i18n/i18n';
import { PACKAGES } from './packages-i18n';
import { BENEFITS, factValueKey, formatAmount, type PackageView } from './package-view';
import './PackageCard.css';

interface PackageCardProps {
  pkg: PackageView;
  currency: string | undefined;
  /** The call to action at the bottom, e.g. the REGISTER link. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A sponsorship package: amount, advert, booth, passes and the ten benefits as included / not included. */
export function PackageCard({ pkg, currency, action, headingLevel: Heading = 'h3', className }: PackageCardProps) {
  const headingId = useId();
  const { t, language } = useTranslation(PACKAGES);
  const locale = intlLocale(language);
  /** A fact as the organisers wrote it, in the page's language when it is one of the known values. */
  const fact = (value: string) => {
    const key = factValueKey(value);
    return key ? t(`factValues.${key}`) : value;
  };
  return (
    <article className={cx('package-card', `package-card--${pkg.id}`, className)} aria-labelledby={headingId}>
      <header className="package-card__header">
        <Heading id={headingId} className="package-card__title">
          {pkg.title}
        </Heading>
        <p className="package-card__amount">{formatAmount(pkg.amountRange, currency, locale)}</p>
      </header>
      <dl className="package-card__facts">
        <div>
          <dt>{t('facts.advert')}</dt>
          <dd>{fact(pkg.advertExpoProgram)}</dd>
        </div>
        <div>
          <dt>{t('facts.booth')}</dt>
          <dd>{fact(pkg.boothSpace)}</dd>
        </div>
        <div>
          <dt>{t('facts.vipPasses')}</dt>
          <dd>{fact(pkg.vipPasses)}</dd>
        </div>
      </dl>
      <ul className="package-card__benefits">
        {BENEFITS.map((key) => {
          const included = pkg[key];
          return (
            <li key={key} className={included ? 'benefit benefit--yes' : 'benefit benefit--no'}>
              {included ? <CheckIcon className="benefit__icon" /> : <CrossIcon className="benefit__icon" />}
              <span>
                {t(`benefits.${key}`)}
                <span className="visually-hidden">{included ? t('included') : t('notIncluded')}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {action && <div className="package-card__action">{action}</div>}
    </article>
  );
}
