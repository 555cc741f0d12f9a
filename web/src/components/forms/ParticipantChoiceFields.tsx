import { useTranslation } from '../../lib/i18n/translation';
import type { FieldErrors } from '../../lib/form-rules';
import { GENDER_LABELS, PARTICIPANT_TITLE_LABELS } from '../../lib/participant';
import { FORMS } from '../forms-i18n';
import { SelectField } from '../ui/SelectField';

const TITLES = Object.keys(PARTICIPANT_TITLE_LABELS) as (keyof typeof PARTICIPANT_TITLE_LABELS)[];
const GENDERS = Object.keys(GENDER_LABELS) as (keyof typeof GENDER_LABELS)[];

interface ParticipantChoiceFieldsProps {
  errors: FieldErrors;
  /** Saved choices to start from (the registration being corrected). */
  defaults?: { title?: string | null | undefined; gender?: string | null | undefined } | undefined;
}

/**
 * A participant's title and gender side by side, both optional. The options read in the page's language;
 * their values are the API's (MR, FEMALE…), whatever the language.
 */
export function ParticipantChoiceFields({ errors, defaults }: ParticipantChoiceFieldsProps) {
  const { t } = useTranslation(FORMS);
  return (
    <div className="form__row form__row--pair">
      <SelectField
        label={t('fields.title')}
        name="title"
        placeholder={t('fields.select')}
        options={TITLES.map((value) => ({ value, label: t(`participant.title.${value}`) }))}
        defaultValue={defaults?.title ?? undefined}
        error={errors.title}
      />
      <SelectField
        label={t('fields.gender')}
        name="gender"
        placeholder={t('fields.select')}
        options={GENDERS.map((value) => ({ value, label: t(`participant.gender.${value}`) }))}
        defaultValue={defaults?.gender ?? undefined}
        error={errors.gender}
      />
    </div>
  );
}
