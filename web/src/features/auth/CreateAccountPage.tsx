import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AddressFields, addressInput, countryProblem } from '../../components/forms/AddressFields';
import { CheckedForm } from '../../components/forms/CheckedForm';
import { ContactFields, NameFields, NewPasswordField } from '../../components/forms/PersonFields';
import { Alert } from '../../components/ui/Alert';
import { ImageField } from '../../components/ui/ImageField';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  emailProblem,
  fieldErrorsOf,
  imageProblem,
  passwordProblem,
  rawText,
  requiredProblem,
  text,
} from '../../lib/form-rules';
import { useFormErrors } from '../../lib/use-form-errors';
import { AuthPage } from './AuthPage';
import { loginPageState, type LoginPageState } from '../../lib/auth/login-state';

const CreateAccountDocument = graphql(`
  mutation CreateAccount($input: CreateAccountInput!, $image: Upload) {
    createAccount(input: $input, image: $image) {
      message
    }
  }
`);

export function CreateAccountPage() {
  const navigate = useNavigate();
  // Where the visitor was going before the login page sent them here (a tool's "Book"): kept for after.
  const { from } = loginPageState(useLocation().state);
  const [createAccount, { loading }] = useMutation(CreateAccountDocument);
  const [image, setImage] = useState<File | null>(null);
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const input = {
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      email: text(form, 'email'),
      phone: text(form, 'phone') || null,
      ...addressInput(form),
      password: rawText(form, 'password'),
    };
    const valid = errors.check(
      fieldErrorsOf({
        firstName: requiredProblem(input.firstName, 'first name'),
        lastName: requiredProblem(input.lastName, 'last name'),
        email: emailProblem(input.email),
        password: passwordProblem(input.password),
        country: countryProblem(input.country),
        image: imageProblem(image),
      }),
    );
    if (!valid) return;
    const { data } = await createAccount({ variables: { input, image } });
    if (!data) return;
    // The server's words: the same whether or not the address already had an account.
    const state: LoginPageState = {
      notice: data.createAccount.message,
      ...(from ? { from } : {}),
    };
    await navigate(paths.login, { state });
  }

  const { fieldErrors } = errors;

  return (
    <AuthPage
      title="Create Account"
      intro="One account to register for the expo, list your tools and rent from others."
      wide
      footer={
        <p>
          Already have an account? <Link to={paths.login}>Login</Link>
        </p>
      }
    >
      <CheckedForm
        errors={errors}
        busy={loading}
        submitLabel="Create Account"
        busyLabel="Creating your account…"
        onSubmit={submit}
      >
        <p className="form__legend-note">Fields marked * are required.</p>
        {errors.message && <Alert>{errors.message}</Alert>}
        <NameFields errors={fieldErrors} />
        <ContactFields errors={fieldErrors} />
        <NewPasswordField
          label="Password"
          name="password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          error={fieldErrors.password}
        />
        <AddressFields errors={fieldErrors} onFieldChange={errors.clearField} />
        <ImageField
          label="Profile picture"
          name="image"
          file={image}
          previewAlt="Preview of your profile picture"
          onFileChange={setImage}
          hint="Optional. PNG, JPEG or WebP, up to 5 MB."
          error={fieldErrors.image}
        />
      </CheckedForm>
    </AuthPage>
  );
}
