import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { IMAGE_ACCEPT } from '../../../components/ui/ImageField';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { graphql } from '../../../gql';
import type { BookingConditionPhotoFieldsFragment, HandoverStage } from '../../../gql/graphql';
import { formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import { uploadedImage } from '../../../lib/image-sources';
import { Lightbox } from '../components/Lightbox';
import { LiveStatus } from '../components/LiveStatus';
import '../rentals.css';
import './condition-photos.css';

/** The booking page's condition photos (spread into BookingPageFields). */
export const BookingConditionPhotoFields = graphql(`
  fragment BookingConditionPhotoFields on Booking {
    id
    viewerRole
    timeZone
    conditionPhotoStages
    conditionPhotos {
      id
      stage
      url
      note
      uploadedBy
      createdAt
    }
  }
`);

const AddConditionPhotosDocument = graphql(`
  mutation AddConditionPhotos($bookingId: ID!, $stage: HandoverStage!, $images: [Upload!]!, $note: String) {
    addConditionPhotos(bookingId: $bookingId, stage: $stage, images: $images, note: $note) {
      id
    }
  }
`);

/** Photos one upload may carry (the API's limit). */
const MAX_AT_ONCE = 5;

const STAGE_TITLES: Record<HandoverStage, string> = { PICKUP: 'At the pickup', RETURN: 'At the return' };
const STAGE_OPTIONS = [
  { value: 'PICKUP', label: 'At the pickup' },
  { value: 'RETURN', label: 'At the return' },
];

type Booking = BookingConditionPhotoFieldsFragment;
type Photo = Booking['conditionPhotos'][number];

/**
 * Photos of the tool's condition when it is handed over and when it comes back, added by the renter or
 * the owner with a note: both see them, and an administrator reads them if there is a dispute.
 */
export function ConditionPhotos({ booking }: { booking: Booking }) {
  const [notice, setNotice] = useState<string | null>(null);
  const canAdd = booking.conditionPhotoStages.length > 0;
  if (!booking.conditionPhotos.length && !canAdd) return <LiveStatus message={notice} />;
  return (
    <section className="booking-panel condition-photos" aria-labelledby="condition-photos-title">
      <h2 id="condition-photos-title">Condition photos</h2>
      <p>
        Photos of the tool when it is handed over and when it comes back. Both of you see them; if there is a dispute or
        a damage claim, an administrator uses them to decide.
      </p>
      <LiveStatus message={notice} />
      <ConditionPhotoGallery
        photos={booking.conditionPhotos}
        viewerRole={booking.viewerRole}
        timeZone={booking.timeZone}
      />
      {canAdd && <AddPhotosForm booking={booking} onDone={setNotice} />}
    </section>
  );
}

/** Thumbnails by stage, each opening the photos of its stage in the lightbox. */
export function ConditionPhotoGallery({
  photos,
  viewerRole,
  timeZone,
}: {
  photos: readonly Photo[];
  viewerRole?: Booking['viewerRole'] | undefined;
  /** The booking's tool's zone: photos are dated on its clocks. */
  timeZone: string;
}) {
  const [open, setOpen] = useState<{ stage: HandoverStage; index: number } | null>(null);
  const byStage = (stage: HandoverStage) => photos.filter((p) => p.stage === stage);
  const who = (photo: Photo) =>
    (viewerRole === 'RENTER' && photo.uploadedBy === 'RENTER') ||
    (viewerRole === 'OWNER' && photo.uploadedBy === 'OWNER')
      ? 'you'
      : `the ${photo.uploadedBy === 'RENTER' ? 'renter' : 'owner'}`;
  const describe = (photo: Photo, n: number, of: number) =>
    `${STAGE_TITLES[photo.stage]}, photo ${n} of ${of}, added by ${who(photo)} on ${formatInstant(photo.createdAt, timeZone)}${photo.note ? `: ${photo.note}` : ''}`;
  if (!photos.length) return <p className="condition-photos__empty">No photos yet.</p>;
  return (
    <>
      {(['PICKUP', 'RETURN'] as const).map((stage) => {
        const list = byStage(stage);
        if (!list.length) return null;
        return (
          <div key={stage} className="condition-photos__stage">
            <h3>{STAGE_TITLES[stage]}</h3>
            <ul className="condition-photos__grid">
              {list.map((photo, i) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    className="condition-photos__thumb"
                    onClick={() => setOpen({ stage, index: i })}
                    aria-label={`Enlarge: ${describe(photo, i + 1, list.length)}`}
                  >
                    <img {...uploadedImage(photo.url, '10rem')} alt="" width={112} height={84} loading="lazy" />
                  </button>
                  <p className="condition-photos__caption">
                    By {who(photo)}, {formatInstant(photo.createdAt, timeZone)}
                    {photo.note &&
                      i === list.findIndex((p) => p.note === photo.note && p.createdAt === photo.createdAt) && (
                        <span className="condition-photos__note">“{photo.note}”</span>
                      )}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {open && (
        <Lightbox
          title={`Condition photos: ${STAGE_TITLES[open.stage].toLowerCase()}`}
          images={byStage(open.stage).map((p, i, all) => ({ url: p.url, alt: describe(p, i + 1, all.length) }))}
          startIndex={open.index}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

function AddPhotosForm({ booking, onDone }: { booking: Booking; onDone: (notice: string) => void }) {
  const [add, adding] = useMutation(AddConditionPhotosDocument, { refetchQueries: ['Booking'] });
  const stages = booking.conditionPhotoStages;
  const [stage, setStage] = useState<HandoverStage>(stages[stages.length - 1]!);
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const current = stages.includes(stage) ? stage : stages[0]!;

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    setErrors((e) => ({ ...e, images: '' }));
    if (chosen.length > MAX_AT_ONCE) {
      setErrors((e) => ({ ...e, images: `Choose at most ${MAX_AT_ONCE} photos at a time.` }));
      setFiles([]);
      event.target.value = '';
      return;
    }
    setFiles(chosen);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setErrors({});
    if (!files.length) {
      setErrors({ images: 'Choose at least one photo.' });
      inputRef.current?.focus();
      return;
    }
    try {
      await add({ variables: { bookingId: booking.id, stage: current, images: files, note: note.trim() || null } });
      const count = files.length === 1 ? '1 photo' : `${files.length} photos`;
      onDone(`${count} added ${STAGE_TITLES[current].toLowerCase()}. The other party sees them on this page.`);
      setFiles([]);
      setNote('');
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      const error = toFormError(failure);
      if (Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setProblem(error.message);
    }
  }

  return (
    <form
      className="condition-photos__form"
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      aria-labelledby={titleId}
    >
      <h3 id={titleId}>Add photos</h3>
      {problem && <Alert>{problem}</Alert>}
      {stages.length > 1 ? (
        <SelectField
          label="When"
          name="stage"
          value={current}
          options={STAGE_OPTIONS.filter((o) => stages.includes(o.value as HandoverStage))}
          onChange={(e) => setStage(e.target.value as HandoverStage)}
        />
      ) : (
        <p>
          <strong>{STAGE_TITLES[current]}</strong>
        </p>
      )}
      <FormField
        label="Photos"
        error={errors.images || undefined}
        hint={`Up to ${MAX_AT_ONCE} at a time: PNG, JPEG or WebP, at most 5 MB each.`}
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            name="images"
            accept={IMAGE_ACCEPT}
            multiple
            className="condition-photos__files"
            onChange={handleFiles}
          />
        )}
      </FormField>
      <TextAreaField
        label="Note (optional)"
        name="note"
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note || undefined}
        hint="What the photos show, e.g. a scratch that was already there."
      />
      <Button type="submit" loading={adding.loading} loadingText="Uploading…">
        Add photos
      </Button>
    </form>
  );
}
