import { useState } from 'react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ImageField } from '../../../components/ui/ImageField';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import type { ProgrammeSessionFieldsFragment, ProgrammeSessionInput } from '../../../gql/graphql';
import type { SessionKind } from '../../../gql/schema-enums';
import { fieldErrorsOf, imageProblem, text } from '../../../lib/form-rules';
import { SESSION_KINDS, expoDays, formatProgrammeDay, safeWebsite, venueZoneName } from '../../../lib/programme';
import { FRENCH_VERSION_HINT as FRENCH_HINT } from '../components/LanguageField';
import './programme-admin.css';
import { useFormErrors } from '../../../lib/use-form-errors';

/** The expo's days and the venue's zone, from the site configuration. */
export interface ExpoCalendar {
  expoStartDate: string;
  expoEndDate: string;
  expoTimeZone: string;
}

interface SpeakerRow {
  /** Keeps React's rows apart while speakers are added and removed. */
  key: number;
  name: string;
  affiliation: string;
  /** The photo saved with the session; null once removed. */
  currentPhoto: string | null;
  file: File | null;
}

/** Seats a session may have (the server's limit). */
const MAX_SEATS = 100_000;

/** The seats as typed: null when left empty (open to all), NaN when not a number. */
function seatsOf(value: string): number | null {
  return value ? Number(value) : null;
}

/** The server takes at most 5 files in one request. */
const MAX_NEW_PHOTOS = 5;
const MAX_SPEAKERS = 12;

interface SessionFormProps {
  calendar: ExpoCalendar;
  session?: ProgrammeSessionFieldsFragment;
  submitLabel: string;
  busyLabel: string;
  /** Saves; throws what the request threw, so the form can show it. */
  onSubmit: (input: ProgrammeSessionInput) => Promise<void>;
}

/** A programme session's fields, for adding one and for changing one. */
export function SessionForm({ calendar, session, submitLabel, busyLabel, onSubmit }: SessionFormProps) {
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [nextKey, setNextKey] = useState(session?.speakers.length ?? 0);
  const [speakers, setSpeakers] = useState<SpeakerRow[]>(
    (session?.speakers ?? []).map((s, key) => ({
      key,
      name: s.name,
      affiliation: s.affiliation ?? '',
      currentPhoto: s.photo,
      file: null,
    })),
  );
  const days = expoDays(calendar.expoStartDate, calendar.expoEndDate);
  const zone = venueZoneName(calendar.expoTimeZone, calendar.expoStartDate);

  const change = (key: number, patch: Partial<SpeakerRow>) =>
    setSpeakers((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  function addSpeaker() {
    setSpeakers((rows) => [...rows, { key: nextKey, name: '', affiliation: '', currentPhoto: null, file: null }]);
    setNextKey((k) => k + 1);
  }

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const input: ProgrammeSessionInput = {
      kind: text(data, 'kind') as SessionKind,
      title: text(data, 'title'),
      titleFr: text(data, 'titleFr'),
      description: text(data, 'description'),
      descriptionFr: text(data, 'descriptionFr'),
      day: text(data, 'day'),
      startTime: text(data, 'startTime'),
      endTime: text(data, 'endTime'),
      room: text(data, 'room'),
      roomFr: text(data, 'roomFr'),
      link: text(data, 'link'),
      seats: seatsOf(text(data, 'seats')),
      speakers: speakers.map((s) => ({
        name: s.name.trim(),
        affiliation: s.affiliation.trim(),
        currentPhoto: s.file ? null : s.currentPhoto,
        photo: s.file,
      })),
    };
    const problems: Record<string, string | undefined> = {
      title: input.title ? undefined : 'Please enter the title.',
      room: input.room ? undefined : 'Please enter the room or stage.',
      startTime: input.startTime ? undefined : 'Please enter the start time.',
      endTime: !input.endTime
        ? 'Please enter the end time.'
        : input.startTime && input.endTime <= input.startTime
          ? 'The end time must be after the start time.'
          : undefined,
      link:
        input.link && !safeWebsite(input.link)
          ? 'The link must be a web address starting with https:// or http://.'
          : undefined,
      seats:
        input.seats != null && !(Number.isInteger(input.seats) && input.seats >= 1 && input.seats <= MAX_SEATS)
          ? 'Seats must be a whole number from 1 to 100,000, or empty for a session open to all.'
          : undefined,
    };
    speakers.forEach((s, i) => {
      problems[`speakers.${i}.name`] = s.name.trim() ? undefined : 'Please enter the speaker’s name.';
      problems[`speakers.${i}.photo`] = imageProblem(s.file);
    });
    const newPhotos = speakers.filter((s) => s.file).length;
    if (newPhotos > MAX_NEW_PHOTOS) {
      const last = speakers.findLastIndex((s) => s.file);
      problems[`speakers.${last}.photo`] =
        `At most ${MAX_NEW_PHOTOS} new photos can be saved at once: save, then add the others.`;
    }
    if (!errors.check(fieldErrorsOf(problems))) return;
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (error) {
      setBusy(false);
      throw error;
    }
  }

  return (
    <CheckedForm errors={errors} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onSubmit={submit}>
      {errors.message && <Alert>{errors.message}</Alert>}
      <SelectField
        label="Kind"
        name="kind"
        required
        defaultValue={session?.kind ?? 'MASTERCLASS'}
        options={SESSION_KINDS.map((k) => ({ value: k.kind, label: k.label }))}
        error={errors.fieldErrors.kind}
      />
      <TextField
        label="Title"
        name="title"
        required
        maxLength={160}
        autoComplete="off"
        defaultValue={session?.title}
        error={errors.fieldErrors.title}
      />
      <TextField
        label="Title in French"
        name="titleFr"
        lang="fr"
        maxLength={160}
        autoComplete="off"
        hint={FRENCH_HINT}
        defaultValue={session?.titleFr ?? ''}
        error={errors.fieldErrors.titleFr}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        maxLength={4000}
        defaultValue={session?.description}
        error={errors.fieldErrors.description}
      />
      <TextAreaField
        label="Description in French"
        name="descriptionFr"
        lang="fr"
        rows={4}
        maxLength={4000}
        hint={FRENCH_HINT}
        defaultValue={session?.descriptionFr ?? ''}
        error={errors.fieldErrors.descriptionFr}
      />
      <SelectField
        label="Day"
        name="day"
        required
        defaultValue={session?.day ?? days[0]}
        options={days.map((d) => ({ value: d, label: formatProgrammeDay(d) }))}
        error={errors.fieldErrors.day}
      />
      <div className="form__row">
        <TextField
          label="Start time"
          name="startTime"
          type="time"
          required
          defaultValue={session?.startTime}
          hint={`At the venue (${zone})`}
          error={errors.fieldErrors.startTime}
        />
        <TextField
          label="End time"
          name="endTime"
          type="time"
          required
          defaultValue={session?.endTime}
          hint={`At the venue (${zone})`}
          error={errors.fieldErrors.endTime}
        />
      </div>
      <TextField
        label="Room or stage"
        name="room"
        required
        maxLength={100}
        autoComplete="off"
        defaultValue={session?.room}
        error={errors.fieldErrors.room}
      />
      <TextField
        label="Room or stage in French"
        name="roomFr"
        lang="fr"
        maxLength={100}
        autoComplete="off"
        hint={FRENCH_HINT}
        defaultValue={session?.roomFr ?? ''}
        error={errors.fieldErrors.roomFr}
      />
      <TextField
        label="Link"
        name="link"
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={500}
        placeholder="https://"
        hint="Optional: a web page about the session."
        defaultValue={session?.link ?? ''}
        error={errors.fieldErrors.link}
      />
      <TextField
        label="Seats"
        name="seats"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_SEATS}
        step={1}
        autoComplete="off"
        hint="For masterclasses and workshops: attendees book a seat from their registration page, and a full session has a line. Empty: open to every attendee of its day. Never fewer than the seats booked or offered; seats added go to the line at once."
        defaultValue={session?.seats ?? ''}
        error={errors.fieldErrors.seats}
      />
      <fieldset className="session-speakers">
        <legend className="session-speakers__legend">Speakers</legend>
        {speakers.length === 0 && <p className="session-speakers__none">No speakers named.</p>}
        {speakers.map((s, i) => (
          <div key={s.key} className="session-speaker" role="group" aria-label={`Speaker ${i + 1}`}>
            <TextField
              label="Name"
              name={`speakers.${i}.name`}
              required
              maxLength={100}
              autoComplete="off"
              value={s.name}
              onChange={(event) => change(s.key, { name: event.target.value })}
              error={errors.fieldErrors[`speakers.${i}.name`]}
            />
            <TextField
              label="Role and company"
              name={`speakers.${i}.affiliation`}
              maxLength={160}
              autoComplete="off"
              value={s.affiliation}
              onChange={(event) => change(s.key, { affiliation: event.target.value })}
              error={errors.fieldErrors[`speakers.${i}.affiliation`]}
            />
            <ImageField
              label="Photo"
              name={`speakers.${i}.photo`}
              file={s.file}
              currentUrl={s.currentPhoto}
              previewAlt={`Photo of ${s.name || `speaker ${i + 1}`}`}
              onFileChange={(file) => {
                change(s.key, { file });
                errors.clearField(`speakers.${i}.photo`);
              }}
              onRemoveCurrent={() => change(s.key, { currentPhoto: null })}
              hint="Optional. PNG, JPEG or WebP, up to 5 MB."
              error={errors.fieldErrors[`speakers.${i}.photo`]}
            />
            <Button
              variant="ghost"
              onClick={() => setSpeakers((rows) => rows.filter((row) => row.key !== s.key))}
              aria-label={`Remove speaker ${i + 1}${s.name ? ` (${s.name})` : ''}`}
            >
              Remove speaker
            </Button>
          </div>
        ))}
        {speakers.length < MAX_SPEAKERS && (
          <Button variant="secondary" onClick={addSpeaker}>
            Add a speaker
          </Button>
        )}
      </fieldset>
    </CheckedForm>
  );
}
