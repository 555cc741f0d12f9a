import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { BOOKING_MODE_OPTIONS, CANCELLATION_POLICY_OPTIONS } from '../cancellation-terms';
import { DEFAULT_CURRENCY } from '../format';
import type { ToolFormValues } from './tool-form-values';

interface ToolTermsFieldsProps {
  initial: Partial<ToolFormValues>;
  currency?: string | undefined;
  /** The form's field errors: the deposit's and the booking rules'. */
  errors: Partial<Record<string, string>>;
}

/** A booking rule: a whole number, empty (or 0) for none. */
const RULE_FIELDS = [
  { name: 'minRentalLength', label: 'Shortest rental', hint: 'In days, or hours for a tool rented by the hour' },
  { name: 'maxRentalLength', label: 'Longest rental', hint: 'In days, or hours for a tool rented by the hour' },
  { name: 'noticeHours', label: 'Notice (hours)', hint: 'How long before the start a booking must be made' },
  { name: 'maxAdvanceDays', label: 'Bookable ahead (days)', hint: 'How far ahead a booking may start' },
  { name: 'bufferHours', label: 'Time between rentals (hours)', hint: 'Kept free after each rental, up to 24' },
] as const;

const LATE_FEE_UNIT_OPTIONS = [
  { value: 'HOUR', label: 'Hour late' },
  { value: 'DAY', label: 'Day late' },
];

/** A discount for a longer rental: whole percent, empty (or 0) for none. */
const DISCOUNT_FIELDS = [
  { name: 'weeklyDiscountPercent', label: 'Weekly discount (%)', hint: 'For 7 days or more, up to 90' },
  { name: 'monthlyDiscountPercent', label: 'Monthly discount (%)', hint: 'For 28 days or more, at least the weekly' },
] as const;

/**
 * The tool's terms in the tool form: the cancellation policy (each rule in words), the booking mode, the
 * deposit, and the booking rules.
 */
export function ToolTermsFields({ initial, currency, errors }: ToolTermsFieldsProps) {
  return (
    <>
      <fieldset className="tool-form__terms">
        <legend className="field__label">Cancellation policy</legend>
        <p className="field__hint">
          What a renter gets back of the rental if they cancel. The deposit always goes back.
        </p>
        <div className="tool-form__options">
          {CANCELLATION_POLICY_OPTIONS.map((option) => (
            <label key={option.value} className="tool-form__option">
              <input
                type="radio"
                name="cancellationPolicy"
                value={option.value}
                defaultChecked={(initial.cancellationPolicy ?? 'FLEXIBLE') === option.value}
              />
              <span>
                <strong>{option.label}</strong>
                <span className="tool-form__option-rule">{option.rule}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="tool-form__terms">
        <legend className="field__label">How renters book</legend>
        <div className="tool-form__options">
          {BOOKING_MODE_OPTIONS.map((option) => (
            <label key={option.value} className="tool-form__option">
              <input
                type="radio"
                name="bookingMode"
                value={option.value}
                defaultChecked={(initial.bookingMode ?? 'INSTANT') === option.value}
              />
              <span>
                <strong>{option.label}</strong>
                <span className="tool-form__option-rule">{option.rule}</span>
              </span>
            </label>
          ))}
        </div>
        <CheckboxField
          label="Only renters with a verified ID"
          name="requiresIdVerification"
          defaultChecked={initial.requiresIdVerification ?? false}
          hint="An administrator has checked their ID document against a selfie. Others see that they must verify their ID before booking."
        />
      </fieldset>
      <TextField
        label={`Security deposit (${currency ?? DEFAULT_CURRENCY})`}
        name="deposit"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={initial.deposit ?? ''}
        hint="Per unit, charged with the booking and refunded after the return unless you claim damage. Leave empty or 0 for none."
        error={errors.deposit}
      />
      <fieldset className="tool-form__rules">
        <legend className="field__label">Late returns</legend>
        <p className="field__hint">
          Optional: a fee for each started hour or day a tool comes back late (after 30 minutes), up to a cap, taken
          from the deposit when you confirm the return. The cap is at most the deposit.
        </p>
        <div className="tool-form__rule-fields">
          <TextField
            label={`Late fee (${currency ?? DEFAULT_CURRENCY})`}
            name="lateFee"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={initial.lateFee ?? ''}
            hint="Leave empty or 0 for none"
            error={errors.lateFee}
          />
          <SelectField
            label="Counted per"
            name="lateFeeUnit"
            options={LATE_FEE_UNIT_OPTIONS}
            defaultValue={initial.lateFeeUnit ?? 'HOUR'}
          />
          <TextField
            label={`Late fee cap (${currency ?? DEFAULT_CURRENCY})`}
            name="lateFeeCap"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={initial.lateFeeCap ?? ''}
            hint="The most a late return costs"
            error={errors.lateFeeCap}
          />
        </div>
      </fieldset>
      <fieldset className="tool-form__rules">
        <legend className="field__label">Booking rules</legend>
        <p className="field__hint">Optional: leave a rule empty (or 0) for none. Bookings already made keep theirs.</p>
        <div className="tool-form__rule-fields">
          {RULE_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={initial[field.name] ?? ''}
              hint={field.hint}
              error={errors[field.name]}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="tool-form__rules">
        <legend className="field__label">Longer rentals cost less</legend>
        <p className="field__hint">
          Optional: percent off the whole rental when it is charged for 7 days or more, or 28 days or more. Renters see
          it in the price before they book.
        </p>
        <div className="tool-form__rule-fields">
          {DISCOUNT_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={initial[field.name] ?? ''}
              hint={field.hint}
              error={errors[field.name]}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
