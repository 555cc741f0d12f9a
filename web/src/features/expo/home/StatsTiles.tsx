import { useTranslation } from '../../../lib/i18n/translation';
import { intlLocale } from '../../../lib/i18n/i18n';
import { HOME } from './home-i18n';

/** Expo figures as the organisers state them ('100,000+' in English, '100 000+' in French). */
const STATS = [
  { value: 200, label: 'exhibitors' },
  { value: 100_000, label: 'visitors' },
  { value: 60, label: 'countries' },
  { value: 100, label: 'hostedBuyers' },
] as const;

export function StatsTiles() {
  const { t, language } = useTranslation(HOME);
  const numbers = new Intl.NumberFormat(intlLocale(language));
  return (
    <div className="stats">
      <h3 className="visually-hidden">{t('stats.heading')}</h3>
      <ul className="stats__list">
        {STATS.map((stat) => (
          <li key={stat.label} className="stats__tile">
            <span className="stats__value">{`${numbers.format(stat.value)}+`}</span>
            <span className="stats__label">{t(`stats.${stat.label}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
