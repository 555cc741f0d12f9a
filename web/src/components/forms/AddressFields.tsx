import { useTranslation } from '../../lib/i18n/translation';
import { text, TEXT_LIMITS, type FieldErrors } from '../../lib/form-rules';
import { FORMS, formsT } from '../forms-i18n';
import { PlacePicker, type PlaceField } from '../places/PlacePicker';
import { TextField } from '../ui/TextField';

interface AddressFieldsProps {
  errors: FieldErrors;
  /** Clears a place field's error when its value changes (the combobox's choices fire no change event). */
  onFieldChange: (field: PlaceField) => void;
  /** Saved values to start from (e.g. the account being edited). */
  defaults?: Partial<Record<PlaceField | 'address', string | null>> | undefined;
  countryRequired?: boolean | undefined;
}

/** Country, state and city (the place picker), then the street address. */
export function AddressFields({ errors, onFieldChange, defaults, countryRequired }: AddressFieldsProps) {
  const { t } = useTranslation(FORMS);
  return (
    <>
      <PlacePicker
        defaultValue={defaults}
        countryRequired={countryRequired}
        errors={errors}
        onFieldChange={onFieldChange}
      />
      <TextField
        label={t('fields.address')}
        name="address"
        autoComplete="address-line1"
        maxLength={TEXT_LIMITS.address}
        defaultValue={defaults?.address ?? undefined}
        error={errors.address}
      />
    </>
  );
}

/** The submitted address: the country as chosen, the optional parts null when left empty. */
export function addressInput(form: FormData) {
  return {
    country: text(form, 'country'),
    state: text(form, 'state') || null,
    city: text(form, 'city') || null,
    address: text(form, 'address') || null,
  };
}

export function countryProblem(country: string): string | undefined {
  return country ? undefined : formsT()('problems.country');
}
