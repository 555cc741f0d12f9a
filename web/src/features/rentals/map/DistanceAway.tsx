import type { TFunction } from '../../../lib/i18n/i18n';
import { useTranslation } from '../../../lib/i18n/translation';
import { MAP } from './map-i18n';

/** "3.2 km away" (under 1 km said so), in the page's language. */
export function DistanceAway({ km, className }: { km: number; className?: string }) {
  const { t, language } = useTranslation(MAP);
  return <p className={className}>{distanceText(km, t, language)}</p>;
}

export function distanceText(km: number, t: TFunction<'map'>, language: string) {
  if (km < 1) return t('card.under1');
  const rounded = km < 10 ? km : Math.round(km);
  return t('card.distance', { km: rounded.toLocaleString(language, { maximumFractionDigits: 1 }) });
}
