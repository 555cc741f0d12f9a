import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PlacePicker } from '../../components/places/PlacePicker';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ImageField } from '../../components/ui/ImageField';
import { PasswordField } from '../../components/ui/PasswordField';
import { TextField } from '../../components/ui/TextField';
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
import type { LoginPageState } from './login-state';

const CreateAccountDocument = graphql(`
  mutation CreateAccount($input: CreateAccountInput!, $image: Upload) {
    createAccount(input: $input, image: $image) {
      id
    }
  }
`);

export function CreateAccountPage() {
  const navigate = useNavigate();
  const [createAccount, { loading }] = useMutation(CreateAccountDocument);
  const [image, setImage] = useState<File | null>(null);
  const { attachForm, ...errors } = useFormErrors();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    const input = {
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      email: text(form, 'email'),
      phone: text(form, 'phone') || null,
      country: text(form, 'country'),
      state: text(form, 'state') || null,
      city: text(form, 'city') || null,
      address: text(form, 'address') || null,
      password: rawText(form, 'password'),
    };
    const valid = errors.check(
      fieldErrorsOf({
        firstName: requiredProblem(input.firstName, 'first name'),
        lastName: requiredProblem(input.lastName, 'last name'),
        email: emailProblem(input.email),
        password: passwordProblem(input.password),
        country: input.country ? undefined : 'Please choose your country.',
        image: imageProblem(image),
      }),
    );
    if (!valid) return;
    try {
      await createAccount({ variables: { input, image } });
      const state: LoginPageState = { notice: 'Your account has been created. Please sign in.' };
      await navigate(paths.login, { state });
    } catch (error) {
      errors.showError(error);
    }
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
      <form
        ref={attachForm}
        className="form"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        onChange={errors.clearFieldOnChange}
      >
        <p className="form__legend-note">Fields marked * are required.</p>
        {errors.message && <Alert>{errors.message}</Alert>}
        <div className="form__row">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            error={fieldErrors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            error={fieldErrors.lastName}
          />
        </div>
        <div className="form__row">
          <TextField label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
          <TextField label="Phone" name="phone" type="tel" autoComplete="tel" error={fieldErrors.phone} />
        </div>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
          error={fieldErrors.password}
        />
        <PlacePicker errors={fieldErrors} onFieldChange={errors.clearField} />
        <TextField label="Address" name="address" autoComplete="street-address" error={fieldErrors.address} />
        <ImageField
          label="Profile picture"
          name="image"
          file={image}
          previewAlt="Preview of your profile picture"
          onFileChange={setImage}
          hint="Optional. PNG, JPEG or WebP, up to 5 MB."
          error={fieldErrors.image}
        />
        <div className="form__actions">
          <Button type="submit" loading={loading} loadingText="Creating your account…">
            Create Account
          </Button>
        </div>
      </form>
    </AuthPage>
  );
}
