import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { graphql } from '../../../gql';
import { capitalized, formatProgrammeDay, formatSessionTime } from '../../../lib/programme';
import { PageHeader } from '../components/PageHeader';
import type { DeskConfig } from './desk-rules';

const DeskSetupDocument = graphql(`
  query DeskSetup {
    checkInDays
    site {
      expoTimeZone
    }
    programme {
      id
      title
      room
      day
      startTime
      endTime
      seats
    }
  }
`);

/** Today as a YYYY-MM-DD day on the venue's clocks. */
function todayIn(timeZone: string | undefined): string {
  return new Date().toLocaleDateString('en-CA', timeZone ? { timeZone } : {});
}

interface DeskSetupProps {
  /** The desk as it was, when it is being changed: its name and entrance are offered again. */
  previous: DeskConfig | null;
  onDone: (desk: DeskConfig) => void;
}

/**
 * A device becomes a desk once: its name and entrance (as staff and the dashboard call them), the expo
 * day it checks in for and, at a session's door, the session whose seat holders it lets in.
 */
export function DeskSetup({ previous, onDone }: DeskSetupProps) {
  const { data, loading, error } = useQuery(DeskSetupDocument);
  const [name, setName] = useState(previous?.name ?? '');
  const [entrance, setEntrance] = useState(previous?.entrance ?? '');
  const [chosenDay, setDay] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState('');
  const days = data?.checkInDays ?? [];
  const timeZone = data?.site.expoTimeZone;
  const today = todayIn(timeZone);
  const day = chosenDay ?? (days.includes(today) ? today : (days[0] ?? ''));
  const sessions = (data?.programme ?? []).filter((s) => s.day === day && s.seats !== null && s.seats !== undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !entrance.trim() || !day) return;
    const session = sessions.find((s) => s.id === sessionId);
    onDone({
      id: previous?.id ?? crypto.randomUUID(),
      name: name.trim(),
      entrance: entrance.trim(),
      day,
      session: session ? { id: session.id, title: session.title, room: session.room } : null,
      timeZone: timeZone ?? null,
    });
  }

  return (
    <div className="admin-page check-in-desk">
      <PageHeader
        title="Set up this check-in desk"
        intro="Name the desk and its entrance as staff call them: the dashboard shows each desk by these names. The desk then keeps the guest list of its day on this device, so it goes on checking guests in if the network drops."
      />
      <Card>
        {error && !data ? (
          <p className="field__error" role="alert">
            The expo days could not be loaded. A desk needs the network once to be set up: connect and reload.
          </p>
        ) : (
          <form className="desk-setup" onSubmit={handleSubmit}>
            <TextField
              label="Desk name"
              name="deskName"
              hint="For example Desk 3."
              maxLength={60}
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              label="Entrance"
              name="entrance"
              hint="Where the desk stands, for example North gate."
              maxLength={60}
              required
              value={entrance}
              onChange={(event) => setEntrance(event.target.value)}
            />
            <SelectField
              label="Expo day"
              name="day"
              required
              disabled={loading}
              value={day}
              options={days.map((d) => ({ value: d, label: capitalized(formatProgrammeDay(d)) }))}
              onChange={(event) => {
                setDay(event.target.value);
                setSessionId('');
              }}
            />
            <SelectField
              label="Session door (optional)"
              name="session"
              hint="At the door of a masterclass or workshop with seats, the desk lets in the guests who booked a seat."
              value={sessionId}
              placeholder="No session: the desk checks guests in to the expo"
              options={sessions.map((s) => ({
                value: s.id,
                label: `${formatSessionTime(s.startTime)} ${s.title} (${s.room})`,
              }))}
              onChange={(event) => setSessionId(event.target.value)}
            />
            <Button type="submit" disabled={!day}>
              Start checking in
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
