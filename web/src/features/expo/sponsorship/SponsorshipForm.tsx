import { formLanguage } from '../../../lib/i18n/i18n';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/translation';
import { Link, useNavigate } from 'react-router-dom';
import { AddressFields, addressInput, countryProblem } from '../../../components/forms/AddressFields';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { ContactFields } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { ImageField } from '../../../components/ui/ImageField';
import { TextField } from '../../../components/ui/TextField';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { emailProblem, fieldErrorsOf, imageProblem, phoneProblem, text, TEXT_LIMITS } from '../../../lib/form-rules';
import { toFormError } from '../../../lib/errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import type { PackageView } from '../packages/package-view';
import { SPONSORSHIP } from './sponsorship-i18n';

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

const LOGO_ERRORS = { UNSUPPORTED_MEDIA_TYPE: 'logo', PAYLOAD_TOO_LARGE: 'logo' } as const;

export function SponsorshipForm({ pkg }: { pkg: Pick<PackageView, 'id' | 'title'> }) {
  const { t, language } = useTranslation(SPONSORSHIP);
  const navigate = useNavigate();
  const [apply, { loading }] = useMutation(ApplyForSponsorshipDocument);
  const [logo, setLogo] = useState<File | null>(null);
  // A chosen logo the browser could not draw, with the reason: never sent (the server would refuse it).
  const [unreadable, setUnreadable] = useState<{ file: File; problem: string } | null>(null);
  // Set once the server said this e-mail applied already this year: the form then offers to send it anyway.
  const [warnedOfRepeat, setWarnedOfRepeat] = useState(false);
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const input = {
      packageId: pkg.id,
      company: text(form, 'company'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      ...addressInput(form),
      alsoApply: form.get('alsoApply') === 'on',
      language: formLanguage(language),
    };
    const valid = errors.check(
      fieldErrorsOf({
        company: input.company ? undefined : t('form.company.missing'),
        email: emailProblem(input.email),
        phone: input.phone.trim() ? phoneProblem(input.phone) : t('form.phoneMissing'),
        country: countryProblem(input.country),
        logo: imageProblem(logo) ?? (logo && unreadable?.file === logo ? unreadable.problem : undefined),
      }),
    );
    if (!valid) return;
    const { data } = await apply({ variables: { input, logo } }).catch((error: unknown) => {
      if (toFormError(error).code === 'CONFLICT') setWarnedOfRepeat(true);
      throw error;
    });
    if (!data) return;
    const { company, package: chosen } = data.applyForSponsorship;
    const state: SponsorshipSuccessState = { company, packageTitle: chosen.title };
    await navigate(paths.sponsorshipSuccess, { state });
  }

  const { fieldErrors } = errors;

  return (
    <div className="form-card">
      <CheckedForm
        errors={errors}
        busy={loading}
        submitLabel={t('form.submit')}
        busyLabel={t('form.busy')}
        aria-label={t('form.label', { title: pkg.title })}
        onSubmit={submit}
        // The server checks the file's content; its answer about the logo belongs under the logo field.
        errorFields={LOGO_ERRORS}
      >
        <p className="form__legend-note">
          <Trans t={t} i18nKey="form.required" components={{ privacy: <Link to={paths.privacy} /> }} />
        </p>
        <TextField
          label={t('form.company.label')}
          name="company"
          autoComplete="organization"
          maxLength={TEXT_LIMITS.company}
          required
          error={fieldErrors.company}
        />
        <ContactFields errors={fieldErrors} phoneRequired />
        <AddressFields errors={fieldErrors} onFieldChange={errors.clearField} />
        <ImageField
          label={t('form.logo.label')}
          name="logo"
          variant="logo"
          noun="logo"
          file={logo}
          previewAlt={t('form.logo.preview')}
          onFileChange={(file) => {
            setLogo(file);
            errors.clearField('logo');
          }}
          onUnreadable={(file, problem) => setUnreadable({ file, problem })}
          hint={t('form.logo.hint')}
          error={fieldErrors.logo}
        />
        {errors.message && !errors.messageField && <Alert>{errors.message}</Alert>}
        {warnedOfRepeat && (
          <CheckboxField
            name="alsoApply"
            label={t('form.alsoApply.label', { title: pkg.title })}
            hint={t('form.alsoApply.hint')}
          />
        )}
      </CheckedForm>
    </div>
  );
}
