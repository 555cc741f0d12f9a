import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { Alert } from '../../../components/ui/Alert';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import type { ExhibitorFieldsFragment, ExhibitorInput } from '../../../gql/graphql';
import { fieldErrorsOf, imageProblem, text } from '../../../lib/form-rules';
import { safeWebsite } from '../../../lib/programme';
import { useFormErrors } from '../../../lib/use-form-errors';
import { LOGO_ERRORS, LogoField, useLogoChoice } from '../components/LogoField';
import { ApprovedSponsorsDocument } from './exhibitor-documents';
import { FRENCH_VERSION_HINT } from '../components/LanguageField';

export interface ExhibitorValues {
  input: ExhibitorInput;
  logo: File | null;
}

interface ExhibitorFormProps {
  exhibitor?: ExhibitorFieldsFragment;
  /** Adding the details of this approved sponsor (the directory's "Add details"). */
  sponsorId?: string | null;
  /** Categories in use, offered as suggestions so the directory's filter stays short. */
  categories: readonly string[];
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: ExhibitorValues) => Promise<void>;
}

/** An exhibitor's fields, for adding one and for changing one. */
export function ExhibitorForm({
  exhibitor,
  sponsorId,
  categories,
  submitLabel,
  busyLabel,
  onSubmit,
}: ExhibitorFormProps) {
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);
  const logoChoice = useLogoChoice();
  const { logo, removeLogo } = logoChoice;
  const sponsors = useQuery(ApprovedSponsorsDocument).data?.sponsorWall ?? [];
  const sponsorOptions = sponsors.flatMap((tier) =>
    tier.sponsors.map((s) => ({ value: s.id, label: `${s.company} (${tier.package.title})` })),
  );
  const chosenSponsor = sponsorId ?? exhibitor?.sponsorId ?? '';
  const sponsorCompany = sponsors.flatMap((t) => t.sponsors).find((s) => s.id === chosenSponsor)?.company;

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const input: ExhibitorInput = {
      company: text(data, 'company'),
      description: text(data, 'description'),
      descriptionFr: text(data, 'descriptionFr'),
      website: text(data, 'website'),
      booth: text(data, 'booth'),
      category: text(data, 'category'),
      sponsorId: text(data, 'sponsorId') || null,
      removeLogo,
    };
    const valid = errors.check(
      fieldErrorsOf({
        company: input.company ? undefined : 'Please enter the company name.',
        website:
          input.website && !safeWebsite(input.website)
            ? 'The website must be a web address starting with https:// or http://.'
            : undefined,
        logo: imageProblem(logo),
      }),
    );
    if (!valid) return;
    setBusy(true);
    try {
      await onSubmit({ input, logo });
    } catch (error) {
      setBusy(false);
      throw error;
    }
  }

  return (
    <CheckedForm
      errors={errors}
      busy={busy}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      onSubmit={submit}
      errorFields={LOGO_ERRORS}
    >
      {errors.message && <Alert>{errors.message}</Alert>}
      <TextField
        label="Company"
        name="company"
        required
        maxLength={160}
        autoComplete="off"
        // The add form of a sponsor's details starts from the sponsor's name (once the list has it).
        key={sponsorCompany ?? 'company'}
        defaultValue={exhibitor?.company ?? sponsorCompany}
        error={errors.fieldErrors.company}
      />
      <SelectField
        label="Sponsor"
        name="sponsorId"
        placeholder="Not a sponsor"
        key={`sponsor-${sponsorOptions.length}`}
        defaultValue={chosenSponsor}
        options={sponsorOptions}
        hint="An approved sponsor shows once in the directory, with these details and its tier."
        error={errors.fieldErrors.sponsorId}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        maxLength={2000}
        defaultValue={exhibitor?.description}
        error={errors.fieldErrors.description}
      />
      <TextAreaField
        label="Description in French"
        name="descriptionFr"
        lang="fr"
        rows={4}
        maxLength={2000}
        hint={FRENCH_VERSION_HINT}
        defaultValue={exhibitor?.descriptionFr ?? ''}
        error={errors.fieldErrors.descriptionFr}
      />
      <TextField
        label="Website"
        name="website"
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={500}
        placeholder="https://"
        defaultValue={exhibitor?.website ?? ''}
        error={errors.fieldErrors.website}
      />
      <div className="form__row">
        <TextField
          label="Booth or stand"
          name="booth"
          maxLength={40}
          autoComplete="off"
          defaultValue={exhibitor?.booth ?? ''}
          error={errors.fieldErrors.booth}
        />
        <TextField
          label="Category"
          name="category"
          maxLength={60}
          autoComplete="off"
          list="exhibitor-categories"
          defaultValue={exhibitor?.category ?? ''}
          hint="E.g. Skincare, Haircare, Fashion."
          error={errors.fieldErrors.category}
        />
        <datalist id="exhibitor-categories">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <LogoField
        choice={logoChoice}
        currentUrl={exhibitor?.logo}
        previewAlt="The exhibitor’s logo"
        hint="Optional; a sponsor’s own logo shows without one. PNG, JPEG or WebP, up to 5 MB."
        errors={errors}
      />
    </CheckedForm>
  );
}
