import { useState } from 'react';
import { ImageField } from '../../../components/ui/ImageField';
import type { useFormErrors } from '../../../lib/use-form-errors';

/** The server checks a logo's content; its refusal belongs under the logo field. */
export const LOGO_ERRORS = { UNSUPPORTED_MEDIA_TYPE: 'logo', PAYLOAD_TOO_LARGE: 'logo' } as const;

/** A logo an admin form adds, replaces or removes: the file chosen, and whether the saved one goes. */
export function useLogoChoice() {
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  return { logo, setLogo, removeLogo, setRemoveLogo };
}

/** The logo field of an admin form, with a preview of the saved logo or the file chosen. */
export function LogoField({
  choice,
  currentUrl,
  previewAlt,
  hint,
  errors,
}: {
  choice: ReturnType<typeof useLogoChoice>;
  currentUrl: string | null | undefined;
  previewAlt: string;
  hint: string;
  errors: ReturnType<typeof useFormErrors>;
}) {
  return (
    <ImageField
      label="Logo"
      name="logo"
      file={choice.logo}
      currentUrl={choice.removeLogo ? null : currentUrl}
      previewAlt={previewAlt}
      onFileChange={(file) => {
        choice.setLogo(file);
        errors.clearField('logo');
      }}
      onRemoveCurrent={() => choice.setRemoveLogo(true)}
      variant="logo"
      noun="logo"
      hint={hint}
      error={errors.fieldErrors.logo}
    />
  );
}
