import { useMutation, useQuery } from '@apollo/client/react';
import { AddressFields, addressInput, countryProblem } from '../../../components/forms/AddressFields';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { ContactFields } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { graphql } from '../../../gql';
import type { AdminSponsorDetailsQuery } from '../../../gql/graphql';
import { emailProblem, fieldErrorsOf, imageProblem, requiredProblem, text } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';
import { LanguageField, languageOf } from '../components/LanguageField';
import { LOGO_ERRORS, LogoField, useLogoChoice } from '../components/LogoField';
import { ReasonField, reasonProblem } from '../components/ReasonField';

const SponsorEditPackagesDocument = graphql(`
  query SponsorEditPackages {
    sponsorshipPackages {
      id
      title
    }
  }
`);

const UpdateSponsorDocument = graphql(`
  mutation UpdateSponsor($id: ID!, $input: SponsorCorrectionInput!, $reason: String!, $logo: Upload) {
    updateSponsor(id: $id, input: $input, reason: $reason, logo: $logo) {
      ...AdminSponsorRowFields
      logo
      language
      package {
        id
        title
        amountRange
      }
    }
  }
`);

type Sponsor = NonNullable<AdminSponsorDetailsQuery['adminSponsor']>;

/** The application form's fields, the logo among them, filled in, and the reason for the change. */
export function SponsorEditForm({ sponsor, onDone }: { sponsor: Sponsor; onDone: () => void }) {
  const packages = useQuery(SponsorEditPackagesDocument);
  const [update, { loading }] = useMutation(UpdateSponsorDocument, { refetchQueries: ['RecordHistory'] });
  const errors = useFormErrors();
  const { fieldErrors } = errors;
  const logoChoice = useLogoChoice();
  const { logo, removeLogo } = logoChoice;

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const input = {
      packageId: text(form, 'packageId'),
      company: text(form, 'company'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      ...addressInput(form),
      language: languageOf(form),
      removeLogo,
    };
    const reason = text(form, 'reason');
    const valid = errors.check(
      fieldErrorsOf({
        packageId: input.packageId ? undefined : 'Please choose a sponsorship package.',
        company: requiredProblem(input.company, 'company or organisation name'),
        email: emailProblem(input.email),
        phone: requiredProblem(input.phone, 'phone number'),
        country: countryProblem(input.country),
        logo: imageProblem(logo),
        reason: reasonProblem(reason),
      }),
    );
    if (!valid) return;
    await update({ variables: { id: sponsor.id, input, reason, logo } });
    onDone();
  }

  return (
    <CheckedForm
      errors={errors}
      busy={loading}
      submitLabel="Save changes"
      busyLabel="Saving…"
      aria-label="Edit the sponsorship application"
      onSubmit={submit}
      errorFields={LOGO_ERRORS}
    >
      <SelectField
        label="Sponsorship package"
        name="packageId"
        required
        options={(packages.data?.sponsorshipPackages ?? [sponsor.package]).map((p) => ({
          value: p.id,
          label: p.title,
        }))}
        defaultValue={sponsor.package.id}
        error={fieldErrors.packageId}
      />
      <TextField
        label="Company or organisation"
        name="company"
        autoComplete="organization"
        required
        maxLength={160}
        defaultValue={sponsor.company}
        error={fieldErrors.company}
      />
      <ContactFields errors={fieldErrors} defaults={sponsor} phoneRequired />
      <AddressFields errors={fieldErrors} onFieldChange={errors.clearField} defaults={sponsor} countryRequired />
      <LogoField
        choice={logoChoice}
        currentUrl={sponsor.logo}
        previewAlt="The sponsor’s logo"
        hint="Shown on the sponsor wall once approved. PNG, JPEG or WebP, up to 5 MB."
        errors={errors}
      />
      <LanguageField defaultValue={sponsor.language} error={fieldErrors.language} />
      <ReasonField error={fieldErrors.reason} />
      {errors.message && <Alert>{errors.message}</Alert>}
    </CheckedForm>
  );
}
