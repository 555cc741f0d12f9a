import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { graphql } from '../../../gql';
import type { ToolBlocksQuery } from '../../../gql/graphql';
import { formatDay, formatTimeOfDay } from '../../../lib/date-time';
import { toFormError, type FormError } from '../../../lib/errors';
import { forgetMarketplacePages } from '../own-tools';
import '../bookings.css';

const ToolBlocksDocument = graphql(`
  query ToolBlocks($toolId: ID!) {
    toolBlocks(toolId: $toolId) {
      id
      firstDay
      lastDay
      startTime
      endTime
      units
      note
    }
    bookingSettings(toolId: $toolId) {
      timeZone
      today
      timeSlots {
        value
        label
      }
    }
  }
`);

const BlockToolDocument = graphql(`
  mutation BlockTool($input: BlockToolInput!) {
    blockTool(input: $input) {
      id
    }
  }
`);

const UnblockToolDocument = graphql(`
  mutation UnblockTool($id: ID!) {
    unblockTool(id: $id)
  }
`);

type Block = ToolBlocksQuery['toolBlocks'][number];

/** '8 Mar 2027 – 10 Mar 2027, all day' or 'Mon, 8 Mar 2027, 12.00 PM – 2.00 PM'. */
export function blockPeriodText(block: Pick<Block, 'firstDay' | 'lastDay' | 'startTime' | 'endTime'>): string {
  const from = formatDay(block.firstDay, { weekday: false });
  const to = formatDay(block.lastDay, { weekday: false });
  if (!block.startTime || !block.endTime) {
    const days = block.firstDay === block.lastDay ? from : `${from} – ${to}`;
    return `${days}, all day`;
  }
  const start = formatTimeOfDay(block.startTime);
  const end = formatTimeOfDay(block.endTime);
  return block.firstDay === block.lastDay ? `${from}, ${start} – ${end}` : `${from}, ${start} – ${to}, ${end}`;
}

/**
 * The owner's blocked dates and hours of a tool (Edit Tool): days or times it is not for rent, some
 * of its units or all. Renters see them as booked on the calendar; the note is the owner's alone.
 */
export function ToolBlocks({ toolId, units }: { toolId: string; units: number }) {
  const headingId = useId();
  const { data, error, refetch } = useQuery(ToolBlocksDocument, {
    variables: { toolId },
    fetchPolicy: 'cache-and-network',
  });
  const forgetAvailability = {
    update: (cache: Parameters<typeof forgetMarketplacePages>[0]) => {
      forgetMarketplacePages(cache);
      cache.evict({ fieldName: 'toolCalendar' });
      cache.evict({ fieldName: 'bookingQuote' });
    },
  };
  const [blockTool, { loading: saving }] = useMutation(BlockToolDocument, forgetAvailability);
  const [unblockTool] = useMutation(UnblockToolDocument, forgetAvailability);
  const [problem, setProblem] = useState<FormError | null>(null);
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? '').trim();
    setProblem(null);
    setNotice('');
    try {
      await blockTool({
        variables: {
          input: {
            toolId,
            startDate: text('startDate'),
            endDate: text('endDate') || null,
            startTime: text('startTime') || null,
            endTime: text('endTime') || null,
            units: units > 1 && text('units') ? Number(text('units')) : null,
            note: text('note') || null,
          },
        },
      });
      form.current?.reset();
      setNotice('Blocked. Renters now see those days as booked.');
      await refetch();
    } catch (failure) {
      setProblem(toFormError(failure));
    }
  }

  async function remove(block: Block) {
    setProblem(null);
    setNotice('');
    setRemoving(block.id);
    try {
      await unblockTool({ variables: { id: block.id } });
      setNotice(`${blockPeriodText(block)} is for rent again.`);
      await refetch();
    } catch (failure) {
      setProblem(toFormError(failure));
    } finally {
      setRemoving(null);
    }
  }

  if (error && !data)
    return <QueryProblem title="Could not load the blocked dates" error={error} onRetry={() => void refetch()} />;
  const settings = data?.bookingSettings;
  const timeOptions = [{ value: '', label: 'Whole day' }, ...(settings?.timeSlots ?? [])];
  const fieldError = (name: string) => problem?.fieldErrors[name];
  const generalProblem = problem && Object.keys(problem.fieldErrors).length === 0 ? problem.message : undefined;

  return (
    <section className="tool-blocks" aria-labelledby={headingId}>
      <h2 id={headingId}>Blocked dates</h2>
      <p className="tool-blocks__intro">
        Days or hours this tool is not for rent: a holiday, a repair, your own use. Renters see them as booked; your
        note stays private. Times are local to the tool&apos;s city{settings ? ` (${settings.timeZone})` : ''}.
      </p>
      {!data ? (
        <p aria-busy="true">Loading the blocked dates…</p>
      ) : data.toolBlocks.length === 0 ? (
        <p className="tool-blocks__empty">No blocked dates: every day is for rent.</p>
      ) : (
        <ul className="tool-blocks__list" aria-label="Blocked dates to come">
          {data.toolBlocks.map((block) => (
            <li key={block.id} className="tool-blocks__item">
              <span>
                <strong>{blockPeriodText(block)}</strong>
                {units > 1 && (
                  <span className="tool-blocks__units">
                    {' '}
                    · {block.units} of {units} units
                  </span>
                )}
                {block.note && <span className="tool-blocks__note">{block.note}</span>}
              </span>
              <Button
                variant="secondary"
                onClick={() => void remove(block)}
                loading={removing === block.id}
                loadingText="Removing…"
                aria-label={`Remove the block of ${blockPeriodText(block)}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {notice && <p className="tool-blocks__notice">{notice}</p>}
        {generalProblem && <Alert>{generalProblem}</Alert>}
      </div>
      <form ref={form} className="tool-blocks__form" noValidate onSubmit={(e) => void add(e)}>
        <div className="tool-blocks__pair">
          <TextField
            label="First day"
            name="startDate"
            type="date"
            min={settings?.today}
            required
            error={fieldError('startDate')}
          />
          <SelectField label="From" name="startTime" options={timeOptions} error={fieldError('startTime')} />
        </div>
        <div className="tool-blocks__pair">
          <TextField
            label="Last day"
            name="endDate"
            type="date"
            min={settings?.today}
            hint="Empty: the first day only"
            error={fieldError('endDate')}
          />
          <SelectField label="Until" name="endTime" options={timeOptions} error={fieldError('endTime')} />
        </div>
        {units > 1 && (
          <TextField
            label="Units to block"
            name="units"
            className="tool-blocks__short"
            type="number"
            inputMode="numeric"
            min={1}
            max={units}
            hint={`Empty: all ${units}`}
            error={fieldError('units')}
          />
        )}
        <TextField
          label="Note (only you see it)"
          name="note"
          maxLength={200}
          autoComplete="off"
          error={fieldError('note')}
        />
        <Button type="submit" loading={saving || !settings} loadingText={settings ? 'Blocking…' : 'Loading…'}>
          Block these dates
        </Button>
      </form>
    </section>
  );
}
