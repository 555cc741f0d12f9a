import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { imageProblem } from '../../lib/form-rules';
import { FORMS } from '../forms-i18n';
import { FormField } from './FormField';
import './ImageField.css';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** What the picture is, for the wording of the empty preview and the remove button (its keys in `forms`). */
const NOUN_KEYS = { picture: 'picture', image: 'image', 'cover image': 'coverImage', logo: 'logo' } as const;
type ImageNoun = keyof typeof NOUN_KEYS;

interface ImageFieldProps {
  label: string;
  name: string;
  /** The newly chosen file, if any. */
  file: File | null;
  /** The picture already saved, shown while no new file is chosen. */
  currentUrl?: string | null | undefined;
  previewAlt: string;
  onFileChange: (file: File | null) => void;
  /** Called when the saved picture should be removed; without it only a new choice can be undone. */
  onRemoveCurrent?: (() => void) | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  /**
   * Called when the browser cannot draw the chosen file (a renamed text file passes the type check), with
   * the message the field shows: the form refuses to send it, as the server would.
   */
  onUnreadable?: ((file: File, problem: string) => void) | undefined;
  /** 'logo': a wide preview that shows the whole image rather than a round crop. */
  variant?: 'avatar' | 'logo';
  /** Wording of the remove button and the empty preview, e.g. 'logo'. */
  noun?: ImageNoun;
}

export function ImageField({
  label,
  name,
  file,
  currentUrl,
  previewAlt,
  onFileChange,
  onRemoveCurrent,
  onUnreadable,
  error,
  hint,
  variant = 'avatar',
  noun = 'picture',
}: ImageFieldProps) {
  const { t } = useTranslation(FORMS);
  const nounKey = NOUN_KEYS[noun];
  const inputRef = useRef<HTMLInputElement>(null);
  // A chosen file is checked at once, not on submit: its type and size, then whether the browser can draw it
  // (a renamed text file passes the type check). A file that fails gets its message and no broken preview.
  const [unreadable, setUnreadable] = useState<File | null>(null);
  const fileProblem = imageProblem(file) ?? (file && unreadable === file ? t('problems.imageUnreadable') : undefined);
  const fileUrl = useFilePreview(fileProblem ? null : file);
  const previewUrl = file ? fileUrl : (currentUrl ?? null);
  const canRemove = file !== null || (Boolean(currentUrl) && onRemoveCurrent !== undefined);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onFileChange(event.target.files?.[0] ?? null);
  }

  function handleRemove() {
    if (inputRef.current) inputRef.current.value = '';
    if (file) onFileChange(null);
    else onRemoveCurrent?.();
  }

  return (
    <FormField label={label} error={error ?? fileProblem} hint={hint}>
      {(control) => (
        <div className="image-field">
          <div className={`image-field__preview image-field__preview--${variant}`}>
            {previewUrl ? (
              <img
                src={previewUrl}
                alt={previewAlt}
                width={variant === 'logo' ? 160 : 96}
                height={96}
                onError={() => {
                  if (!file) return;
                  setUnreadable(file);
                  onUnreadable?.(file, t('problems.imageUnreadable'));
                }}
              />
            ) : (
              <span className="image-field__empty" aria-hidden="true">
                {t(`image.${nounKey}.none`)}
              </span>
            )}
          </div>
          <div className="image-field__controls">
            <input
              ref={inputRef}
              className="image-field__input"
              type="file"
              name={name}
              accept={IMAGE_ACCEPT}
              onChange={handleChange}
              {...control}
            />
            {canRemove && (
              <button type="button" className="image-field__remove" onClick={handleRemove}>
                {file && currentUrl ? t(`image.${nounKey}.keep`) : t(`image.${nounKey}.remove`)}
              </button>
            )}
          </div>
        </div>
      )}
    </FormField>
  );
}

/**
 * A data: URL previewing a chosen file. (An object URL would need `blob:` in the server's CSP img-src,
 * and revoking it correctly under StrictMode's double effects is fiddly; a data URL needs neither.)
 */
function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  // A preview of an earlier choice is never shown.
  return file && preview?.file === file ? preview.url : null;
}
