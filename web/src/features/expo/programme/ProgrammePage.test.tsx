import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { ProgrammeDocument } from '../../../gql/graphql';
import { setLanguage } from '../../../lib/i18n/i18n';
import { renderMockedRoutes } from '../../../test/mocked-routes';
import { ProgrammePage } from './ProgrammePage';

const session = (id: string, kind: string, day: string, startTime: string, endTime: string, title: string) => ({
  __typename: 'ProgrammeSession',
  id,
  kind,
  title,
  titleFr: null as string | null,
  description: '',
  descriptionFr: null as string | null,
  day,
  startTime,
  endTime,
  room: 'Main stage',
  roomFr: null as string | null,
  link: null,
  speakers: [],
});

const programmeMock = {
  request: { query: ProgrammeDocument },
  result: {
    data: {
      site: {
        __typename: 'SiteConfig',
        expoName: 'AIBEx 2026',
        expoStartDate: '2026-12-10',
        expoEndDate: '2026-12-12',
        expoVenue: 'Abuja',
        expoTimeZone: 'Africa/Lagos',
      },
      programme: [
        {
          ...session('s-1', 'SHOW', '2026-12-10', '18:00', '19:30', 'Ankara runway show'),
          description: 'Designers from Lagos and Abuja.',
          titleFr: 'Défilé en wax',
          descriptionFr: 'Des créateurs de Lagos et d’Abuja.',
          roomFr: 'Scène principale',
        },
        session('s-2', 'WORKSHOP', '2026-12-11', '10:00', '11:30', 'Braiding for beginners'),
      ],
    },
  },
};

function renderAt(entry: string) {
  return renderMockedRoutes([{ path: paths.programme, element: <ProgrammePage /> }], entry, [programmeMock]);
}

describe('ProgrammePage', () => {
  it('names the days, the kinds and the venue’s clock in English', async () => {
    renderAt('/programme?kind=show');
    expect(await screen.findByRole('heading', { level: 2, name: 'Thursday 10 December' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 session (shows). Times are at the venue (GMT+1).');
    const filters = screen.getByRole('navigation', { name: 'Filter the programme' });
    expect(within(filters).getByRole('link', { name: 'Fri 11 Dec' })).toBeTruthy();
    expect(within(filters).getByRole('link', { name: 'Shows' }).getAttribute('aria-current')).toBe('true');
  });

  it('in French, names the days, times, kinds and the venue’s clock as French readers write them', async () => {
    await setLanguage('fr');
    renderAt('/programme?day=2026-12-10');
    const day = await screen.findByRole('heading', { level: 2, name: 'Jeudi 10 décembre' });
    const show = within(day.parentElement!).getByRole('listitem');
    // The dash is for the eye; a screen reader hears « 18:00 à 19:30 ».
    expect(show.querySelector('.session-card__time')?.textContent).toBe('18:00 –  à 19:30');
    expect(show.querySelector('.session-kind')?.textContent).toBe('Spectacle');
    // The organisers' French title, description and room.
    expect(within(show).getByRole('heading', { level: 3 }).textContent).toBe('Défilé en wax');
    expect(show.querySelector('.session-card__description')?.textContent).toBe('Des créateurs de Lagos et d’Abuja.');
    expect(show.querySelector('.session-card__room')?.textContent).toBe('Scène principale');
    expect(screen.getByRole('status').textContent).toBe(
      '1 session le jeudi 10 décembre. Les horaires sont ceux du lieu (UTC+1).',
    );
    const filters = screen.getByRole('navigation', { name: 'Filtrer le programme' });
    expect(within(filters).getByRole('link', { name: 'Ven. 11 déc.' })).toBeTruthy();
    expect(within(filters).getByRole('link', { name: 'Ateliers' }).getAttribute('href')).toBe(
      '/programme?day=2026-12-10&kind=workshop',
    );
    expect(document.title).toBe('Programme | AIBEx 2026');
  });

  it('in French, shows a session without a French version in English', async () => {
    await setLanguage('fr');
    renderAt('/programme?day=2026-12-11');
    const day = await screen.findByRole('heading', { level: 2, name: 'Vendredi 11 décembre' });
    const workshop = within(day.parentElement!).getByRole('listitem');
    expect(within(workshop).getByRole('heading', { level: 3 }).textContent).toBe('Braiding for beginners');
    expect(workshop.querySelector('.session-card__room')?.textContent).toBe('Main stage');
  });
});
