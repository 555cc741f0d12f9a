import { useId, type ReactNode } from 'react';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { cx } from '../../../components/ui/cx';
import { BENEFITS, formatAmount, type PackageView } from './package-view';
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
  return (
    <article className={cx('package-card', `package-card--${pkg.id}`, className)} aria-labelledby={headingId}>
      <header className="package-card__header">
        <Heading id={headingId} className="package-card__title">
          {pkg.title}
        </Heading>
        <p className="package-card__amount">
          {formatAmount(pkg.amountRange, currency)}
          {currency && <span className="package-card__currency"> {currency}</span>}
        </p>
      </header>
      <dl className="package-card__facts">
        <div>
          <dt>Advert in the expo program</dt>
          <dd>{pkg.advertExpoProgram}</dd>
        </div>
        <div>
          <dt>Booth space</dt>
          <dd>{pkg.boothSpace}</dd>
        </div>
        <div>
          <dt>VIP passes</dt>
          <dd>{pkg.vipPasses}</dd>
        </div>
      </dl>
      <ul className="package-card__benefits">
        {BENEFITS.map(({ key, label }) => {
          const included = pkg[key];
          return (
            <li key={key} className={included ? 'benefit benefit--yes' : 'benefit benefit--no'}>
              {included ? <CheckIcon className="benefit__icon" /> : <CrossIcon className="benefit__icon" />}
              <span>
                {label}
                <span className="visually-hidden">{included ? ': included' : ': not included'}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {action && <div className="package-card__action">{action}</div>}
    </article>
  );
}
