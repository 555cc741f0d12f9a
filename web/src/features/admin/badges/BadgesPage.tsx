import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { SelectField } from '../../../components/ui/SelectField';
import { paths } from '../../../config/paths';
import { expoDays, formatProgrammeDay } from '../../../lib/programme';
import { saveBlob } from '../../../lib/session-download';
import { fileNameOf } from '../lists/export-csv';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { PageHeader } from '../components/PageHeader';
import { BadgePrintCountDocument, BadgePrintOptionsDocument } from './badge-documents';
import { BADGE_SHEETS, fetchBadges, type BadgeSheet } from './print-badges';
import './badges.css';

const badges = (n: number) => `${n.toLocaleString('en')} badge${n === 1 ? '' : 's'}`;

/**
 * `/admin/badges`: badges printed in batches. The filters (type, day, not printed yet) say how many
 * badges a batch holds before it is printed; printing downloads one PDF (A4 sheets of four, or one
 * badge per page) and records its badges as printed, so the count of those not printed yet goes down.
 */
export function BadgesPage() {
  const options = useQuery(BadgePrintOptionsDocument);
  const [typeId, setTypeId] = useState('');
  const [day, setDay] = useState('');
  const [unprintedOnly, setUnprintedOnly] = useState(false);
  const [sheet, setSheet] = useState<BadgeSheet>('a4-4up');
  const [printing, setPrinting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const filter = { typeId: typeId || null, day: day || null, unprintedOnly };
  const counted = useQuery(BadgePrintCountDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  const count = (counted.data ?? counted.previousData)?.badgePrintCount;
  const sheetLegend = useId();
  const site = options.data?.site;
  const days = site ? expoDays(site.expoStartDate, site.expoEndDate) : [];
  const types = options.data?.adminRegistrationTypes ?? [];
  const tooMany = count ? count.matching > count.limit : false;

  async function print() {
    if (!count) return;
    setPrinting(true);
    setNotice(null);
    const file = await fetchBadges('/api/admin/badges.pdf', { ...filter, sheet });
    setPrinting(false);
    if ('problem' in file) {
      setNotice({ tone: 'error', text: file.problem });
      return;
    }
    const name = fileNameOf(file.response.headers.get('content-disposition')) ?? 'badges.pdf';
    saveBlob(file.blob, name);
    const printed = Number(file.response.headers.get('x-badge-count') ?? count.matching);
    setNotice({
      tone: 'success',
      text: `${badges(printed)} saved as ${name}: open it and print. They are recorded as printed.`,
    });
    void counted.refetch();
  }

  return (
    <div className="admin-page badges-page">
      <PageHeader
        title="Badges"
        intro={
          <>
            Print badges in batches: choose which, and the paper. A printed batch is recorded, so “Not printed yet”
            finds the badges still to print. A guest who arrives without a badge gets one at the{' '}
            <Link to={paths.admin.checkIn}>check-in desk</Link>.
          </>
        }
      />
      {options.error && !options.data && (
        <QueryProblem
          error={options.error}
          title="Could not load the registration types"
          onRetry={() => void options.refetch()}
        />
      )}
      <Card className="badges-page__card">
        <form
          className="badges-form"
          aria-label="Badges to print"
          onSubmit={(event) => {
            event.preventDefault();
            void print();
          }}
        >
          <div className="badges-form__filters">
            <SelectField
              label="Registration type"
              name="typeId"
              value={typeId}
              onChange={(e) => setTypeId(e.target.value)}
              placeholder="All types"
              options={types.map((t) => ({ value: t.id, label: t.name }))}
            />
            <SelectField
              label="Day"
              name="day"
              value={day}
              onChange={(e) => setDay(e.target.value)}
              placeholder="All days"
              hint="Registrations whose type admits to the day."
              options={days.map((d) => ({ value: d, label: formatProgrammeDay(d) }))}
            />
            <CheckboxField
              className="badges-form__unprinted"
              label="Not printed yet only"
              name="unprintedOnly"
              checked={unprintedOnly}
              onChange={(e) => setUnprintedOnly(e.target.checked)}
            />
          </div>
          <fieldset className="badges-form__sheets" aria-labelledby={sheetLegend}>
            <legend id={sheetLegend}>Paper</legend>
            {BADGE_SHEETS.map((option) => (
              <label key={option.value} className="badges-form__sheet">
                <input
                  type="radio"
                  name="sheet"
                  value={option.value}
                  checked={sheet === option.value}
                  onChange={() => setSheet(option.value)}
                />
                <span>
                  <span className="badges-form__sheet-label">{option.label}</span>
                  <span className="badges-form__sheet-hint">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <p role="status" className="badges-form__count">
            {count
              ? `${badges(count.matching)}, ${count.unprinted.toLocaleString('en')} not printed yet.` +
                (tooMany
                  ? ` One document holds at most ${badges(count.limit)}: choose a type or a day, or “Not printed yet only”.`
                  : '')
              : counted.error
                ? ''
                : 'Counting the badges…'}
          </p>
          {counted.error && !count && (
            <QueryProblem
              error={counted.error}
              title="Could not count the badges"
              onRetry={() => void counted.refetch()}
            />
          )}
          <div className="badges-form__actions">
            <Button
              type="submit"
              loading={printing}
              loadingText="Preparing the badges…"
              disabled={!count || count.matching === 0 || tooMany}
            >
              {count && count.matching > 0 ? `Print ${badges(count.matching)}` : 'Print badges'}
            </Button>
          </div>
          <LiveNotice notice={notice} />
        </form>
      </Card>
    </div>
  );
}
