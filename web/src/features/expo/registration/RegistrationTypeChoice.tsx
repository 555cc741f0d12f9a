import { useId } from 'react';
import type { PublicRegistrationTypeFragment } from '../../../gql/graphql';
import { formatInstant } from '../../../lib/date-time';
import { INTL_LOCALES } from '../../../lib/i18n/languages';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatProgrammeDay } from '../../../lib/programme';
import { localized } from './RegistrationQuestions';
import { REGISTRATION } from './registration-i18n';

interface RegistrationTypeChoiceProps {
  types: readonly PublicRegistrationTypeFragment[];
  selected: string | undefined;
  onSelect: (slug: string) => void;
  /** The venue's zone, for a sale's opening time. */
  timeZone: string | undefined;
}

/**
 * "Register as": one radio per type, with what it includes, its days and whether places are left. A
 * full type can still be chosen (the page then offers its waitlist); one not on sale cannot.
 */
export function RegistrationTypeChoice({ types, selected, onSelect, timeZone }: RegistrationTypeChoiceProps) {
  const { t, language } = useTranslation(REGISTRATION);
  const legendId = useId();
  const locale = INTL_LOCALES[language];
  // Prices are shown when some type has one ("Free" beside a paid one); a free edition shows none.
  const priced = types.some((type) => type.price);
  const availability = (type: PublicRegistrationTypeFragment) => {
    if (type.saleState === 'NOT_YET') {
      return t('types.notYet', {
        date: type.salesStartAt ? formatInstant(type.salesStartAt, timeZone, { locale }) : '',
      });
    }
    if (type.saleState === 'ENDED') return t('types.ended');
    if (type.soldOut) return t('types.full');
    return type.placesLeft == null
      ? t('types.open')
      : t('types.placesLeft', { count: type.placesLeft.toLocaleString(locale) });
  };
  return (
    <fieldset className="registration-types" aria-labelledby={legendId}>
      <legend id={legendId} className="registration-types__legend">
        {t('types.legend')}
      </legend>
      {types.map((type) => {
        const id = `registration-type-${type.slug}`;
        const description = localized(type.description, type.descriptionFr, language);
        return (
          <div key={type.id} className="registration-type">
            <input
              id={id}
              type="radio"
              name="registrationType"
              value={type.slug}
              checked={selected === type.slug}
              disabled={type.saleState !== 'OPEN'}
              onChange={() => onSelect(type.slug)}
              aria-describedby={`${id}-details`}
            />
            <label htmlFor={id} className="registration-type__name">
              {localized(type.name, type.nameFr, language)}
            </label>
            <div id={`${id}-details`} className="registration-type__details">
              {priced && (
                <p className="registration-type__price">{type.price ? type.price.formatted : t('types.free')}</p>
              )}
              {description && <p>{description}</p>}
              <p>{t('types.days', { days: type.days.map((d) => formatProgrammeDay(d, 'long', locale)).join(', ') })}</p>
              {type.requiresApproval && <p>{t('types.approval')}</p>}
              <p className="registration-type__availability">{availability(type)}</p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
