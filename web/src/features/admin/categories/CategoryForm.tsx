import { useState } from 'react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { Alert } from '../../../components/ui/Alert';
import { ImageField } from '../../../components/ui/ImageField';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorsOf, imageProblem, text } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';

export interface CategoryValues {
  name: string;
  image: File | null;
}

interface CategoryFormProps {
  initialName?: string;
  currentImage?: string | null;
  submitLabel: string;
  busyLabel: string;
  /** Saves; throws what the request threw, so the form can show it. */
  onSubmit: (values: CategoryValues) => Promise<void>;
}

/** The server checks the file's content; its answer about the image belongs under the image field. */
const IMAGE_ERRORS = { UNSUPPORTED_MEDIA_TYPE: 'image', PAYLOAD_TOO_LARGE: 'image' } as const;

/** Name and image of a rental category, for adding one and for updating one. */
export function CategoryForm({ initialName = '', currentImage, submitLabel, busyLabel, onSubmit }: CategoryFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    const name = text(new FormData(formElement), 'name');
    const valid = errors.check(
      fieldErrorsOf({
        name: name ? undefined : 'Please enter the category name.',
        image: imageProblem(image),
      }),
    );
    if (!valid) return;
    setBusy(true);
    try {
      await onSubmit({ name, image });
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
      errorFields={IMAGE_ERRORS}
    >
      {errors.message && <Alert>{errors.message}</Alert>}
      <TextField
        label="Name"
        name="name"
        required
        defaultValue={initialName}
        autoComplete="off"
        error={errors.fieldErrors.name}
      />
      <ImageField
        label="Image"
        name="image"
        file={image}
        currentUrl={currentImage}
        previewAlt="The category image"
        onFileChange={(file) => {
          setImage(file);
          errors.clearField('image');
        }}
        variant="logo"
        noun="image"
        hint="PNG, JPEG or WebP, up to 5 MB."
        error={errors.fieldErrors.image}
      />
    </CheckedForm>
  );
}
