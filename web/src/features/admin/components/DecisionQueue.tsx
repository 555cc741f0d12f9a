import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import { count } from '../format';
import { FilterSelect, type FilterOption } from './FilterSelect';
import './decision-queue.css';

interface DecisionQueueProps<T extends { id: string }> {
  /** The heading's id, for the section's name. */
  id: string;
  title: string;
  /** What one item is called, in the singular and the plural: ['request', 'requests']. */
  noun: readonly [string, string];
  /** How many wait for a decision (undefined while loading). */
  waiting: number | undefined;
  /** The status filter: its value ('' for every item), choices, the label of every item, and its change. */
  filter: { value: string; options: readonly FilterOption[]; allLabel: string; onChange: (value: string) => void };
  /** The page of items (undefined while loading) and how many match in all. */
  list: { items: readonly T[]; total: number } | undefined;
  /** What an empty list says (it depends on the filter). */
  empty: string;
  /** One item, as a list item. */
  children: (item: T) => ReactNode;
}

/**
 * A queue of an administrator's decisions (privacy requests, identity checks): how many wait, a
 * filter by status, and the items, each with its own actions.
 */
export function DecisionQueue<T extends { id: string }>({
  id,
  title,
  noun,
  waiting,
  filter,
  list,
  empty,
  children,
}: DecisionQueueProps<T>) {
  return (
    <Card>
      <section aria-labelledby={id} className="decision-queue">
        <div className="decision-queue__heading">
          <h2 id={id}>{title}</h2>
          {waiting !== undefined && <p className="decision-queue__count">{count(waiting, ...noun)} waiting</p>}
        </div>
        <FilterSelect label="Show" {...filter} />
        {!list ? (
          <p>Loading…</p>
        ) : list.items.length === 0 ? (
          <p>{empty}</p>
        ) : (
          <>
            <p className="decision-queue__shown">{count(list.total, ...noun)}</p>
            <ol className="decision-queue__items">{list.items.map(children)}</ol>
          </>
        )}
      </section>
    </Card>
  );
}
