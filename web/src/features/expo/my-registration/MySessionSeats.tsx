import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { graphql } from '../../../gql';
import type { MySeatFieldsFragment } from '../../../gql/graphql';
import { formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import { intlLocale } from '../../../lib/i18n/i18n';
import { organisersText } from '../../../lib/i18n/languages';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatProgrammeDay, formatSessionTime } from '../../../lib/programme';
import { useSiteConfig } from '../../../lib/site-config';
import { MY_REGISTRATION } from './my-registration-i18n';

/** What the page shows of a session with seats, and what the booking mutations answer. */
export const MySeatFields = graphql(`
  fragment MySeatFields on MySessionSeat {
    state
    offerExpiresAt
    placeInLine
    session {
      id
      title
      titleFr
      day
      startTime
      endTime
      room
      roomFr
      seatsLeft
    }
  }
`);

const BookSessionSeatDocument = graphql(`
  mutation BookSessionSeat($token: String!, $sessionId: ID!) {
    bookSessionSeat(token: $token, sessionId: $sessionId) {
      ...MySeatFields
    }
  }
`);

const GiveUpSessionSeatDocument = graphql(`
  mutation GiveUpSessionSeat($token: String!, $sessionId: ID!) {
    giveUpSessionSeat(token: $token, sessionId: $sessionId) {
      ...MySeatFields
    }
  }
`);

type Seat = MySeatFieldsFragment;

/**
 * "Seats at sessions" on the attendee's page: the masterclasses and workshops of their days, each with
 * where they stand (the server says it: booked, in line, offered, or what booking would do) and the
 * one or two things they can do about it.
 */
export function MySessionSeats({ token, seats }: { token: string; seats: readonly Seat[] }) {
  const { t } = useTranslation(MY_REGISTRATION);
  const [notice, setNotice] = useState<string | null>(null);
  if (!seats.length) return null;
  return (
    <section className="private-page__card" aria-labelledby="seats-heading">
      <h2 id="seats-heading">{t('seats.heading')}</h2>
      <p>{t('seats.intro')}</p>
      {notice && <Alert tone="success">{notice}</Alert>}
      <ul className="my-seats">
        {seats.map((seat) => (
          <SeatRow key={seat.session.id} token={token} seat={seat} onDone={setNotice} />
        ))}
      </ul>
    </section>
  );
}

function SeatRow({ token, seat, onDone }: { token: string; seat: Seat; onDone: (notice: string) => void }) {
  const { t, language } = useTranslation(MY_REGISTRATION);
  const locale = intlLocale(language);
  const zone = useSiteConfig()?.expoTimeZone;
  // The page's whole list is read again (the answer is one session's, and a refusal changes nothing).
  const refetch = { refetchQueries: ['MyRegistration'], awaitRefetchQueries: true };
  const [book, booking] = useMutation(BookSessionSeatDocument, refetch);
  const [giveUp, givingUp] = useMutation(GiveUpSessionSeatDocument, refetch);
  const { session } = seat;
  const title = organisersText(language, session.title, session.titleFr);
  const headingId = `seat-${session.id}`;

  const status: Record<Seat['state'], string> = {
    BOOKED: t('seats.booked'),
    WAITING: t('seats.waiting', { place: seat.placeInLine ?? 1 }),
    OFFERED: t('seats.offered', {
      until: seat.offerExpiresAt ? formatInstant(seat.offerExpiresAt, zone, { locale }) : '…',
    }),
    AVAILABLE: t('seats.available', { count: session.seatsLeft ?? 0 }),
    FULL: t('seats.full'),
    CLOSED: t('seats.closed'),
  };
  const bookLabel = { AVAILABLE: t('seats.book'), FULL: t('seats.join'), OFFERED: t('seats.take') } as const;
  const giveUpLabel = { BOOKED: t('seats.giveUp'), WAITING: t('seats.leave'), OFFERED: t('seats.decline') } as const;
  const canBook = seat.state in bookLabel ? bookLabel[seat.state as keyof typeof bookLabel] : null;
  // Giving a seat up passes it on at once: asked again first. Leaving the line is not.
  const holdsSeat = seat.state === 'BOOKED' || seat.state === 'OFFERED';
  const canGiveUp = seat.state in giveUpLabel ? giveUpLabel[seat.state as keyof typeof giveUpLabel] : null;

  const onBook = () =>
    book({ variables: { token, sessionId: session.id } })
      .then(({ data }) => {
        if (!data) return;
        const booked = data.bookSessionSeat.state === 'BOOKED';
        onDone(t(booked ? 'seats.bookedNotice' : 'seats.waitingNotice', { title }));
      })
      .catch(() => undefined);
  const onGiveUp = async () => {
    const { data } = await giveUp({ variables: { token, sessionId: session.id } });
    if (data) onDone(t('seats.givenUpNotice', { title }));
  };

  return (
    <li className="my-seats__item">
      <h3 id={headingId} className="my-seats__title">
        {title}
      </h3>
      <p className="my-seats__when">
        {t('seats.when', {
          day: formatProgrammeDay(session.day, 'long', locale),
          start: formatSessionTime(session.startTime, locale),
          end: formatSessionTime(session.endTime, locale),
          room: organisersText(language, session.room, session.roomFr),
        })}
      </p>
      <p className={`my-seats__state my-seats__state--${seat.state.toLowerCase()}`}>{status[seat.state]}</p>
      {(canBook || canGiveUp) && (
        <div className="my-registration__actions">
          {canBook && (
            <Button
              variant={seat.state === 'FULL' ? 'secondary' : 'primary'}
              loading={booking.loading}
              loadingText={t('seats.busy')}
              aria-describedby={headingId}
              onClick={() => void onBook()}
            >
              {canBook}
            </Button>
          )}
          {canGiveUp && holdsSeat && (
            <ConfirmDelete
              label={canGiveUp}
              question={t('seats.giveUpQuestion', { title })}
              detail={t('seats.giveUpDetail')}
              confirmLabel={canGiveUp}
              keepLabel={t('seats.keep')}
              busyLabel={t('seats.busy')}
              onDelete={onGiveUp}
              problemOf={(problem) => toFormError(problem).message}
            />
          )}
          {canGiveUp && !holdsSeat && (
            <Button
              variant="secondary"
              loading={givingUp.loading}
              loadingText={t('seats.busy')}
              aria-describedby={headingId}
              onClick={() => void onGiveUp().catch(() => undefined)}
            >
              {canGiveUp}
            </Button>
          )}
        </div>
      )}
      {booking.error && !booking.loading && <Alert>{toFormError(booking.error).message}</Alert>}
      {givingUp.error && !holdsSeat && !givingUp.loading && <Alert>{toFormError(givingUp.error).message}</Alert>}
    </li>
  );
}
