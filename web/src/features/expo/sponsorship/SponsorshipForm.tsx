import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlacePicker } from '../../../components/places/PlacePicker';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ImageField } from '../../../components/ui/ImageField';
import { TextField } from '../../../components/ui/TextField';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { emailProblem, fieldErrorsOf, imageProblem, requiredProblem, text } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';
import type { PackageView } from '../packages/package-view';

const ApplyForSponsorshipDocument = graphql(`
  mutation ApplyForSponsorship($input: SponsorshipInput!, $logo: Upload) {
    applyForSponsorship(input: $input, logo: $logo) {
      id
      company
      status
      package {
        id
        title
      }
    }
  }
`);

/** What the form hands to the success page through router state. */
export interface SponsorshipSuccessState {
  company?: string;
  packageTitle?: string;
}

export function SponsorshipForm({ pkg }: { pkg: Pick<PackageView, 'id' | 'title'> }) {
  const navigate = useNavigate();
  const [apply, { loading }] = useMutation(ApplyForSponsorshipDocument);
  const [logo, setLogo] = useState<File | null>(null);
  const { attachForm, ...errors } = useFormErrors();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    const input = {
      packageId: pkg.id,
      company: text(form, 'company'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      country: text(form, 'country'),
      state: text(form, 'state') || null,
      city: text(form, 'city') || null,
      address: text(form, 'address') || null,
    };
    const valid = errors.check(
      fieldErrorsOf({
        company: input.company ? undefined : 'Please enter the company or organisation name.',
        email: emailProblem(input.email),
        phone: requiredProblem(input.phone, 'phone number'),
        country: input.country ? undefined : 'Please choose your country.',
        logo: imageProblem(logo),
      }),
    );
    if (!valid) return;
    try {
      const { data } = await apply({ variables: { input, logo } });
      if (!data) return;
      const { company, package: chosen } = data.applyForSponsorship;
      const state: SponsorshipSuccessState = { company, packageTitle: chosen.title };
      await navigate(paths.sponsorshipSuccess, { state });
    } catch (error) {
      // The server checks the file's content; its answer about the logo belongs under the logo field.
      errors.showError(error, { UNSUPPORTED_MEDIA_TYPE: 'logo', PAYLOAD_TOO_LARGE: 'logo' });
    }
  }

  const { fieldErrors } = errors;

  return (
    <div className="form-card">
      <form
        ref={attachForm}
        className="form"
        noValidate
        aria-label={`${pkg.title} sponsorship registration`}
        onSubmit={(event) => void handleSubmit(event)}
        onChange={errors.clearFieldOnChange}
      >
        <p className="form__legend-note">Fields marked * are required.</p>
        <TextField
          label="Company or organisation name"
          name="company"
          autoComplete="organization"
          required
          error={fieldErrors.company}
        />
        <div className="form__row">
          <TextField label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
          <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required error={fieldErrors.phone} />
        </div>
        <PlacePicker errors={fieldErrors} onFieldChange={errors.clearField} />
        <TextField label="Address" name="address" autoComplete="street-address" error={fieldErrors.address} />
        <ImageField
          label="Logo"
          name="logo"
          variant="logo"
          noun="logo"
          file={logo}
          previewAlt="Preview of your logo"
          onFileChange={(file) => {
            setLogo(file);
            errors.clearField('logo');
          }}
          hint="Optional. PNG, JPEG or WebP, up to 5 MB. Shown on the sponsor wall once approved."
          error={fieldErrors.logo}
        />
        {errors.message && <Alert>{errors.message}</Alert>}
        <div className="form__actions">
          <Button type="submit" loading={loading} loadingText="...registering">
            REGISTER
          </Button>
        </div>
      </form>
    </div>
  );
}
