import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PlacePicker } from '../../../components/places/PlacePicker';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { paths } from '../../../config/paths';
import { currencyName } from '../../../lib/money';
import type { SiteConfig } from '../../../lib/site-config';
import { useFormErrors } from '../../../lib/use-form-errors';
import { DEFAULT_CURRENCY, IMAGE_SLOTS, RENTAL_CIRCLE_LABELS, RENTAL_CIRCLES, type ImageSlot } from '../format';
import { SelectField } from '../../../components/ui/SelectField';
import { toToolFormError } from './tool-form-errors';
import type { ImageSlot as ApiImageSlot } from '../../../gql/graphql';
import {
  API_IMAGE_SLOTS,
  MAX_UNITS,
  readToolForm,
  toolFormProblems,
  toToolInput,
  type ToolFormValues,
} from './tool-form-values';
import { ToolImagesField, type SavedImages, type SlotFiles } from './ToolImagesField';
import { ToolTermsFields } from './ToolTermsFields';
import { PickupPin } from '../map/PickupPin';

export interface ToolFormSubmission {
  /** clearPin only when editing a pinned tool whose pin the owner removed. */
  input: ReturnType<typeof toToolInput> & { clearPin?: boolean };
  files: SlotFiles;
  /** Saved images to drop, by the API's names. */
  removeImages: ApiImageSlot[];
}

interface ToolFormProps {
  /** What the fields start with: the tool being edited, or the owner's place for a new one. */
  initial: Partial<ToolFormValues>;
  /** The owner's saved pin (editing a pinned tool); none: the tool is placed by its city. */
  pin?: { latitude: number; longitude: number } | null | undefined;
  /** The city's point of the tool being edited (where the pin map opens without a pin). */
  cityPoint?: { latitude: number; longitude: number } | null | undefined;
  /** Pictures already saved (editing). */
  saved?: SavedImages | undefined;
  categories: readonly { id: string; name: string }[];
  /** What prices are in: the site's currency, and the countries with their own (site configuration). */
  pricing?: Pick<SiteConfig, 'currency' | 'localCurrencies'> | null | undefined;
  /** The currency the tool being edited is priced in: it keeps it until it moves to another country. */
  savedCurrency?: string | undefined;
  submitLabel: string;
  loadingText: string;
  /** Saves; a thrown error is shown on the form. */
  onSave: (submission: ToolFormSubmission) => Promise<void>;
}

/** Add Rental and Edit Tool: every field of a tool, checked in the browser first, then by the API. */
export function ToolForm({
  initial,
  pin,
  cityPoint,
  saved,
  categories,
  pricing,
  savedCurrency,
  submitLabel,
  loadingText,
  onSave,
}: ToolFormProps) {
  // The price is in the currency of the country the tool is picked up in, as the server stores it; a
  // saved tool keeps its own until its owner moves it to another country.
  const [countryCode, setCountryCode] = useState<string | undefined>();
  const [countryMoved, setCountryMoved] = useState(false);
  const currency =
    (!countryMoved && savedCurrency) ||
    (pricing?.localCurrencies.find((local) => local.country === countryCode)?.currency ?? pricing?.currency);
  const [files, setFiles] = useState<SlotFiles>({});
  const [removed, setRemoved] = useState<ReadonlySet<ImageSlot>>(new Set());
  const [name, setName] = useState(initial.name ?? '');
  const [saving, setSaving] = useState(false);
  const { attachForm, ...errors } = useFormErrors();
  const { fieldErrors } = errors;
  const editing = saved !== undefined;

  function setFile(slot: ImageSlot, file: File | null) {
    setFiles((current) => ({ ...current, [slot]: file }));
    if (file) setRemoved((current) => without(current, slot));
    errors.clearField(slot);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const values = readToolForm(new FormData(event.currentTarget));
    const hasCover = Boolean(files.coverImage) || Boolean(saved?.coverImage && saved.coverImage !== 'null');
    if (!errors.check(toolFormProblems(values, files, hasCover))) return;
    const chosen = Object.fromEntries(IMAGE_SLOTS.flatMap((slot) => (files[slot] ? [[slot, files[slot]]] : [])));
    setSaving(true);
    try {
      await onSave({
        input: {
          ...toToolInput(values),
          ...(pin && !values.latitude && !values.longitude ? { clearPin: true } : {}),
        },
        files: chosen,
        removeImages: IMAGE_SLOTS.filter((slot) => removed.has(slot) && !files[slot]).map(
          (slot) => API_IMAGE_SLOTS[slot],
        ),
      });
    } catch (error) {
      errors.showError(toToolFormError(error));
      setSaving(false);
    }
  }

  const knownCategory = categories.some((c) => c.id === initial.categoryId);

  return (
    <form
      ref={attachForm}
      className="form tool-form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      onChange={errors.clearFieldOnChange}
    >
      {errors.message && <Alert>{errors.message}</Alert>}
      <p className="form__legend-note">Fields marked * are required.</p>
      <TextField
        label="Name"
        name="name"
        required
        maxLength={120}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldErrors.name}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={5}
        maxLength={5000}
        defaultValue={initial.description ?? ''}
        hint="What it is, its condition, what comes with it."
        error={fieldErrors.description}
      />
      <SelectField
        label="Category"
        name="categoryId"
        required
        placeholder="Choose a category"
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
        defaultValue={knownCategory ? initial.categoryId : ''}
        error={fieldErrors.categoryId}
      />
      <fieldset className="tool-form__circle">
        <legend className="field__label">Rental circle</legend>
        <div className="tool-form__choices">
          {RENTAL_CIRCLES.map((circle) => (
            <label key={circle} className="tool-form__choice">
              <input
                type="radio"
                name="rentalCircle"
                value={circle}
                defaultChecked={(initial.rentalCircle ?? 'DAILY') === circle}
              />
              {RENTAL_CIRCLE_LABELS[circle]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form__row">
        <TextField
          label="Price"
          name="price"
          required
          inputMode="decimal"
          autoComplete="off"
          defaultValue={initial.price ?? ''}
          hint={`In ${currencyName(currency ?? DEFAULT_CURRENCY)}, per day or per hour as chosen above, e.g. 25.50`}
          error={fieldErrors.price}
        />
        <TextField
          label="Units available"
          name="units"
          type="number"
          required
          min={1}
          max={MAX_UNITS}
          step={1}
          inputMode="numeric"
          defaultValue={initial.units ?? '1'}
          hint="How many identical ones you rent out."
          error={fieldErrors.units}
        />
      </div>
      <ToolTermsFields initial={initial} currency={currency} errors={fieldErrors} />
      <fieldset className="tool-form__place">
        <legend className="tool-form__legend">Pickup location</legend>
        <PlacePicker
          defaultValue={{ country: initial.country, state: initial.state, city: initial.city }}
          errors={fieldErrors}
          onFieldChange={(field) => {
            errors.clearField(field);
            if (field === 'country') setCountryMoved(true);
          }}
          onCountryChange={setCountryCode}
        />
        <TextField
          label="Address"
          name="address"
          autoComplete="address-line1"
          maxLength={300}
          defaultValue={initial.address ?? ''}
          hint="Shown only to you (and administrators)."
          error={fieldErrors.address}
        />
        <PickupPin initial={pin} around={cityPoint} errors={fieldErrors} onFieldChange={errors.clearField} />
      </fieldset>
      <ToolImagesField
        toolName={name}
        files={files}
        saved={saved}
        removed={removed}
        onFileChange={setFile}
        onRemoveSaved={(slot) => setRemoved((current) => new Set(current).add(slot))}
        onKeepSaved={(slot) => setRemoved((current) => without(current, slot))}
        errors={fieldErrors}
      />
      <div className="form__actions">
        <Button type="submit" loading={saving} loadingText={loadingText}>
          {submitLabel}
        </Button>
        {editing && (
          <Link to={paths.user.myRentals} className={buttonClassName('ghost')}>
            Cancel
          </Link>
        )}
      </div>
    </form>
  );
}

function without<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  if (!set.has(item)) return set;
  const next = new Set(set);
  next.delete(item);
  return next;
}
