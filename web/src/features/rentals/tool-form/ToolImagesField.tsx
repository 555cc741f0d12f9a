import { ImageField } from '../../../components/ui/ImageField';
import { IMAGE_SLOTS, type ImageSlot } from '../format';

export type SlotFiles = Partial<Record<ImageSlot, File | null>>;
export type SavedImages = Partial<Record<ImageSlot, string | null>>;

const LABELS: Record<ImageSlot, string> = {
  coverImage: 'Cover image',
  image1: 'Image 1',
  image2: 'Image 2',
  image3: 'Image 3',
  image4: 'Image 4',
};

interface ToolImagesFieldProps {
  toolName: string;
  files: SlotFiles;
  /** The pictures already saved (editing); none when adding. */
  saved?: SavedImages | undefined;
  /** Saved pictures marked for removal. */
  removed: ReadonlySet<ImageSlot>;
  onFileChange: (slot: ImageSlot, file: File | null) => void;
  onRemoveSaved: (slot: ImageSlot) => void;
  onKeepSaved: (slot: ImageSlot) => void;
  errors: Partial<Record<string, string>>;
}

/**
 * The cover plus up to four more photos, each with a preview. A chosen file can be dropped before it is
 * uploaded; a saved photo can be replaced (choose a new file) or removed, except the cover, which a tool
 * always has: it can only be replaced.
 */
export function ToolImagesField({
  toolName,
  files,
  saved,
  removed,
  onFileChange,
  onRemoveSaved,
  onKeepSaved,
  errors,
}: ToolImagesFieldProps) {
  return (
    <fieldset className="tool-images">
      <legend className="tool-images__legend">Photos</legend>
      <p className="tool-images__note">
        A cover image is required; add up to four more. PNG, JPEG or WebP, up to 5 MB each.
      </p>
      <div className="tool-images__grid">
        {IMAGE_SLOTS.map((slot) => {
          const savedUrl = saved?.[slot] && saved[slot] !== 'null' ? saved[slot] : null;
          const isRemoved = removed.has(slot);
          const isCover = slot === 'coverImage';
          return (
            <div key={slot} className="tool-images__slot">
              <ImageField
                label={LABELS[slot]}
                name={slot}
                variant="logo"
                noun={isCover ? 'cover image' : 'image'}
                file={files[slot] ?? null}
                currentUrl={isRemoved ? null : savedUrl}
                previewAlt={`${toolName || 'The tool'}: ${LABELS[slot].toLowerCase()}`}
                onFileChange={(file) => onFileChange(slot, file)}
                onRemoveCurrent={isCover ? undefined : () => onRemoveSaved(slot)}
                hint={hintFor(isCover, Boolean(savedUrl), isRemoved)}
                error={errors[slot]}
              />
              {isRemoved && !files[slot] && (
                <button
                  type="button"
                  className="image-field__remove tool-images__undo"
                  onClick={() => onKeepSaved(slot)}
                >
                  Keep this image
                </button>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function hintFor(isCover: boolean, hasSaved: boolean, isRemoved: boolean): string | undefined {
  if (isRemoved) return 'This image will be removed when you save.';
  if (isCover) return hasSaved ? 'Choose a new file to replace the cover.' : 'Required.';
  return undefined;
}
