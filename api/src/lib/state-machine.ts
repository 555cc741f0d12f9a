import { AppError, ErrorCode } from './errors.js';

/**
 * A status column as one table of named transitions: who may move a row from which states to which,
 * and when. The house model is `features/rentals/bookings/lifecycle.ts`; every status column follows it.
 *
 * How to define a machine:
 * 1. The column's values stay in its table file (`export const PAYOUT_STATUSES = ['pending', …] as const`).
 * 2. One module per column holds the machine, its derived sets and its move function, and nothing
 *    outside it compares the column to a literal (add the column to STATE_MACHINES in eslint.config.js:
 *    the rule `local/machine-states`):
 *
 *      export const PAYOUT_MACHINE = defineMachine({
 *        name: 'payout',                       // the noun of refusals: "A paid payout cannot be failed"
 *        states: PAYOUT_STATUSES,
 *        initial: ['pending'],                 // what a new row is created as
 *        actors: { admin: 'an administrator', system: 'the system' }, // how refusals name who may act
 *        stateOf: (payout: Pick<PayoutRow, 'status'>) => payout.status,
 *        transitions: {
 *          // `label`: a past participle, what a timeline shows; a refusal reads "A <state> <name> cannot be <label>".
 *          mark_paid: { from: ['pending'], to: 'paid', by: ['admin', 'system'], label: 'Paid' },
 *          // `timing` (optional): why it cannot happen at `now` (undefined: it can).
 *          expire: { from: ['pending'], to: 'failed', by: ['system'], label: 'Expired', timing: (p, now) => … },
 *        },
 *      });
 *
 *    A guard that needs a context (the booking rules): annotate its parameter in every guard,
 *    `timing: (booking, now, rules: LifecycleRules) => …`, or type the table apart with
 *    `satisfies Record<string, TransitionRule<State, Actor, Subject, Context>>` and pass it in.
 * 3. Derived sets (the statuses a report counts as paid, …) beside it as typed constants, and predicates
 *    (`isOpen(row)`, `openWhere()` for SQL) for every question other modules ask of the column.
 * 4. One move function: `UPDATE … SET status = rule.to WHERE id = … AND status IN (rule.from)` in the
 *    caller's transaction, answering what moved; a row that already moved (a retry, a concurrent
 *    change that won) is left alone and answers nothing. Guards (who, when) are the caller's `assert`.
 * 5. Its diagram, `machine.diagram()`, in docs/ARCHITECTURE.md: api/src/state-machines.test.ts finds
 *    every `defineMachine` and checks the document shows its current diagram (its failure prints it).
 */

/** One named transition of a machine. */
export interface TransitionRule<State extends string, Actor extends string, Subject = unknown, Context = unknown> {
  from: readonly State[];
  to: State;
  /** Who may make it happen. */
  by: readonly Actor[];
  /** What a timeline shows, as a past participle ('Picked up'); refusals use it without its parenthesis. */
  label: string;
  /** Why the transition cannot happen at `now` (undefined: it can). */
  timing?: (subject: Subject, now: Date, context: Context) => string | undefined;
}

/** Why a transition is refused, as plain data (no stack trace: pages ask this for every row they list). */
export interface Refusal {
  code: typeof ErrorCode.FORBIDDEN | typeof ErrorCode.CONFLICT;
  message: string;
}

export interface MachineDefinition<
  State extends string,
  Actor extends string,
  Subject,
  Context,
  Transitions extends Record<string, TransitionRule<State, Actor, Subject, Context>>,
> {
  /** The noun the refusals use ('booking', 'deposit'). */
  name: string;
  states: readonly State[];
  /** The states a new row is created in. */
  initial: readonly State[];
  /** How refusals name each actor ("Only the tool's owner can do this"). */
  actors: Record<Actor, string>;
  /** The subject's state (null: it has none, e.g. a booking without a deposit). */
  stateOf: (subject: Subject) => State | null;
  /** The subject in a state, with its article, as a refusal starts: 'A picked-up booking'. */
  describe?: (state: State) => string;
  // The intersection lets the context's type be read from the `timing` guards' parameters.
  transitions: Transitions & Record<string, TransitionRule<NoInfer<State>, NoInfer<Actor>, Subject, Context>>;
}

export interface Machine<State extends string, Actor extends string, Subject, Context, Name extends string = string> {
  readonly name: string;
  readonly states: readonly State[];
  readonly initial: readonly State[];
  readonly transitions: Readonly<Record<Name, TransitionRule<State, Actor, Subject, Context>>>;
  /** States no transition leaves. */
  readonly terminal: readonly State[];
  /** The states reachable from `from` through the transitions, `from` included, in the order of `states`. */
  reachableFrom(...from: State[]): State[];
  /** Why `actor` may not make `name` happen to `subject` at `now`, as data; undefined when they may. */
  whyNot(name: Name, subject: Subject, actor: Actor | undefined, now?: Date, context?: Context): Refusal | undefined;
  /** Why not, as an AppError (FORBIDDEN: not theirs to do; CONFLICT: not from this state, or not now). */
  refusal(name: Name, subject: Subject, actor: Actor | undefined, now?: Date, context?: Context): AppError | undefined;
  /** whyNot's checks without its messages. */
  allowed(name: Name, subject: Subject, actor: Actor | undefined, now?: Date, context?: Context): boolean;
  /** Throws the refusal, if any. */
  assert(name: Name, subject: Subject, actor: Actor | undefined, now?: Date, context?: Context): void;
  /**
   * The subject is in the transition's `to` state: a request sent again after it was done (a double
   * click, a retry after a lost answer) answers what is there instead of a refusal.
   */
  reached(name: Name, subject: Subject): boolean;
  /** The timeline's label of a transition. */
  label(name: Name): string;
  /** The machine as a Mermaid `stateDiagram-v2` (without the code fence), for docs/ARCHITECTURE.md. */
  diagram(): string;
}

/** Every machine defined in this process, in definition order (state-machines.test.ts reads them). */
export const MACHINES: Machine<string, string, never, never>[] = [];

export function defineMachine<
  const State extends string,
  const Actor extends string,
  Subject,
  Context,
  const Transitions extends Record<string, TransitionRule<State, Actor, Subject, Context>>,
>(
  definition: MachineDefinition<State, Actor, Subject, Context, Transitions>,
): Machine<State, Actor, Subject, Context, keyof Transitions & string> {
  type Name = keyof Transitions & string;
  const rules = definition.transitions as Record<Name, TransitionRule<State, Actor, Subject, Context>>;
  const ruleOf = (name: Name) => {
    const rule = rules[name];
    if (!rule) throw new Error(`The ${definition.name} machine has no transition ${name}`);
    return rule;
  };
  const describe = definition.describe ?? ((state: State) => `A ${state.replace(/_/g, '-')} ${definition.name}`);
  const verb = (rule: TransitionRule<State, Actor, Subject, Context>) => rule.label.toLowerCase().replace(/ \(.*$/, '');
  const leaving = new Set(Object.values<TransitionRule<State, Actor, Subject, Context>>(rules).flatMap((r) => r.from));

  const whyNot: Machine<State, Actor, Subject, Context, Name>['whyNot'] = (name, subject, actor, now, context) => {
    const rule = ruleOf(name);
    if (!actor || !rule.by.includes(actor))
      return {
        code: ErrorCode.FORBIDDEN,
        message: `Only ${rule.by.map((a) => definition.actors[a]).join(' or ')} can do this`,
      };
    const state = definition.stateOf(subject);
    if (state === null)
      return { code: ErrorCode.CONFLICT, message: `There is no ${definition.name} here: it cannot be ${verb(rule)}` };
    if (!rule.from.includes(state))
      return { code: ErrorCode.CONFLICT, message: `${describe(state)} cannot be ${verb(rule)}` };
    const late = rule.timing?.(subject, now ?? new Date(), context as Context);
    return late ? { code: ErrorCode.CONFLICT, message: late } : undefined;
  };

  const machine: Machine<State, Actor, Subject, Context, Name> = {
    name: definition.name,
    states: definition.states,
    initial: definition.initial,
    transitions: rules,
    terminal: definition.states.filter((s) => !leaving.has(s)),
    reachableFrom(...from) {
      const seen = new Set<State>(from);
      for (let grew = true; grew;) {
        grew = false;
        for (const rule of Object.values<TransitionRule<State, Actor, Subject, Context>>(rules)) {
          if (!seen.has(rule.to) && rule.from.some((s) => seen.has(s))) {
            seen.add(rule.to);
            grew = true;
          }
        }
      }
      return definition.states.filter((s) => seen.has(s));
    },
    whyNot,
    refusal(name, subject, actor, now, context) {
      const why = whyNot(name, subject, actor, now, context);
      return why && new AppError(why.code, why.message);
    },
    allowed(name, subject, actor, now, context) {
      const rule = ruleOf(name);
      if (actor === undefined || !rule.by.includes(actor)) return false;
      const state = definition.stateOf(subject);
      return (
        state !== null &&
        rule.from.includes(state) &&
        rule.timing?.(subject, now ?? new Date(), context as Context) === undefined
      );
    },
    assert(name, subject, actor, now, context) {
      const why = whyNot(name, subject, actor, now, context);
      if (why) throw new AppError(why.code, why.message);
    },
    reached: (name, subject) => definition.stateOf(subject) === ruleOf(name).to,
    label: (name) => ruleOf(name).label,
    diagram() {
      const lines = ['stateDiagram-v2'];
      for (const state of definition.initial) lines.push(`  [*] --> ${state}`);
      for (const [name, rule] of Object.entries<TransitionRule<State, Actor, Subject, Context>>(rules)) {
        for (const from of rule.from) lines.push(`  ${from} --> ${rule.to}: ${name} (${rule.by.join(', ')})`);
      }
      for (const state of definition.states.filter((s) => !leaving.has(s))) lines.push(`  ${state} --> [*]`);
      return lines.join('\n');
    },
  };
  MACHINES.push(machine as unknown as Machine<string, string, never, never>);
  return machine;
}
