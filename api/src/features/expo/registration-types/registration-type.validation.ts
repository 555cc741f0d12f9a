import { z } from 'zod';
import { optionalText, requiredText, textField } from '../../../core/input.js';
import { AppError, type FieldError } from '../../../lib/errors.js';
import {
  QUESTION_KINDS,
  type QuestionKind,
  type RegistrationAnswers,
  type RegistrationQuestion,
} from './registration-type.table.js';

export const MAX_QUESTIONS = 20;
/** The highest price: a Postgres integer of minor units (20 million naira). */
const MAX_PRICE_CENTS = 2_000_000_000;
export const MAX_OPTIONS = 30;
/** How long a text answer may be, by kind. */
const ANSWER_LENGTH: Partial<Record<QuestionKind, number>> = { text: 200, long_text: 2000 };

const KEY = /^[a-z][a-z0-9_]{0,39}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const option = z.object({
  value: requiredText('Option value', 80, 'Please enter the option’s value'),
  label: requiredText('Option label', 120, 'Please enter the option’s label'),
  labelFr: optionalText('Option label in French', 120).transform((v) => v ?? null),
});

const question = z
  .object({
    key: z
      .string({ error: 'Please enter the question’s key' })
      .trim()
      .regex(KEY, 'A question key is 1 to 40 lower-case letters, digits or _, starting with a letter (e.g. job_title)'),
    kind: z.enum(QUESTION_KINDS, { error: `Kind must be one of ${QUESTION_KINDS.join(', ')}` }),
    label: requiredText('Question', 200, 'Please enter the question'),
    labelFr: optionalText('Question in French', 200).transform((v) => v ?? null),
    required: z.boolean({ error: 'Required must be true or false' }).default(false),
    options: z.array(option).max(MAX_OPTIONS, `A question offers at most ${MAX_OPTIONS} options`).default([]),
  })
  .superRefine((q, ctx) => {
    const choice = q.kind === 'choice' || q.kind === 'multiple_choice';
    if (choice && q.options.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A choice question needs at least two options' });
    }
    if (!choice && q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only choice questions have options' });
    }
    const values = q.options.map((o) => o.value);
    if (new Set(values).size !== values.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Two options have the same value' });
    }
  });

/** An optional date and time (an ISO string or a Date); empty is null. */
export const optionalInstant = (label: string) =>
  z
    .union([z.date(), z.string()], { error: `${label} must be a date and time` })
    .nullish()
    .transform((v, ctx) => {
      if (v == null || v === '') return null;
      const at = v instanceof Date ? v : new Date(v);
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date and time such as 2026-11-01T09:00:00Z` });
        return z.NEVER;
      }
      return at;
    });

/** A registration type as an administrator sends it; `days` are checked against the edition's by the service. */
export const registrationTypeSchema = z
  .object({
    slug: z
      .string({ error: 'Slug must be text' })
      .trim()
      .toLowerCase()
      .max(60, 'Slug must be at most 60 characters')
      .refine((v) => v === '' || SLUG.test(v), 'Slug is lower-case letters and digits joined by - (e.g. trade-visitor)')
      .nullish(),
    name: requiredText('Name', 80, 'Please enter the name'),
    nameFr: optionalText('Name in French', 80),
    description: textField('Description', 2000).default(''),
    descriptionFr: optionalText('Description in French', 2000),
    days: z
      .array(z.string().trim().regex(DAY, 'Each day is a date such as 2026-12-10'), { error: 'Days must be a list' })
      .min(1, 'Please choose at least one day')
      .max(31, 'At most 31 days'),
    capacity: z
      .number({ error: 'Capacity must be a number' })
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1 (leave it empty for no limit)')
      .max(1_000_000, 'Capacity must be at most 1,000,000')
      .nullish()
      .transform((v) => v ?? null),
    priceCents: z
      .number({ error: 'Price must be a number of minor units (kobo): 2500000 for ₦25,000' })
      .int('Price must be a whole number of minor units (kobo): 2500000 for ₦25,000')
      .min(0, 'Price cannot be negative (0 is free)')
      .max(MAX_PRICE_CENTS, 'Price must be at most 2,000,000,000 minor units')
      .nullish()
      .transform((v) => v ?? 0),
    currency: z
      .string({ error: 'Currency must be a currency code such as NGN' })
      .trim()
      .toUpperCase()
      .nullish()
      .transform((v) => v || null),
    salesStartAt: optionalInstant('Sales start'),
    salesEndAt: optionalInstant('Sales end'),
    hidden: z.boolean({ error: 'Hidden must be true or false' }).default(false),
    isDefault: z.boolean({ error: 'Default must be true or false' }).default(false),
    requiresCode: z.boolean({ error: 'Access code only must be true or false' }).default(false),
    requiresApproval: z.boolean({ error: 'Needs approval must be true or false' }).default(false),
    sponsorPasses: z.boolean({ error: 'Sponsors’ VIP passes must be true or false' }).default(false),
    position: z.number({ error: 'Position must be a number' }).int().min(0).max(1000).default(0),
    badgeColour: z
      .string({ error: 'Badge colour must be text' })
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || /^#[0-9a-f]{6}$/.test(v), 'Badge colour is a colour such as #1f6f5c')
      .nullish()
      .transform((v) => v || null),
    questions: z
      .array(question, { error: 'Questions must be a list' })
      .max(MAX_QUESTIONS, `A type asks at most ${MAX_QUESTIONS} questions`)
      .default([]),
  })
  .superRefine((t, ctx) => {
    if (t.salesStartAt && t.salesEndAt && t.salesEndAt <= t.salesStartAt) {
      ctx.addIssue({ code: 'custom', path: ['salesEndAt'], message: 'Sales must end after they start' });
    }
    const keys = t.questions.map((q) => q.key);
    keys.forEach((key, i) => {
      if (keys.indexOf(key) !== i) {
        ctx.addIssue({ code: 'custom', path: ['questions', i, 'key'], message: `Two questions have the key ${key}` });
      }
    });
    if (t.isDefault && t.hidden) {
      ctx.addIssue({ code: 'custom', path: ['hidden'], message: 'The default type cannot be hidden' });
    }
    if (t.isDefault && t.priceCents > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceCents'],
        message: 'The default type is free: registrations that name no type (the old client’s form) cannot pay',
      });
    }
    if (t.sponsorPasses && t.priceCents > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceCents'],
        message: 'Sponsors’ VIP passes are free: their package pays for them',
      });
    }
    if (t.requiresApproval && t.isDefault) {
      ctx.addIssue({
        code: 'custom',
        path: ['requiresApproval'],
        message: 'The default type cannot need approval: the old client’s registrations land there',
      });
    }
    if (t.requiresApproval && t.priceCents > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['requiresApproval'],
        message: 'A type that needs approval is free: a price is paid when registering, before anyone could approve',
      });
    }
    if (t.requiresApproval && t.sponsorPasses) {
      ctx.addIssue({
        code: 'custom',
        path: ['requiresApproval'],
        message: 'Sponsors’ VIP passes need no approval: the sponsor was approved',
      });
    }
    if (t.isDefault && t.requiresCode) {
      ctx.addIssue({ code: 'custom', path: ['requiresCode'], message: 'The default type cannot need an access code' });
    }
  });
export type RegistrationTypeInput = { [K in keyof z.input<typeof registrationTypeSchema>]?: unknown };
export type RegistrationTypeValues = z.output<typeof registrationTypeSchema>;

/** One answer as sent: text for most kinds, `values` for a multiple choice, "yes"/"no" (or true/false) for yes/no. */
export interface AnswerInput {
  key?: unknown;
  value?: unknown;
  values?: unknown;
}

const YES = new Set(['yes', 'true', 'on', '1']);
const NO = new Set(['no', 'false', 'off', '0', '']);

/**
 * Checks the answers against the type's questions and answers them by key. Each problem names its
 * field `answers.<key>`; an answer to a question the type does not ask is refused. A yes/no question
 * that is required must be answered yes (a box to tick, e.g. "I work in the beauty trade").
 */
export function parseAnswers(questions: RegistrationQuestion[], input: unknown): RegistrationAnswers {
  const sent = Array.isArray(input) ? (input as AnswerInput[]) : input == null ? [] : undefined;
  if (!sent) throw AppError.badInput([{ path: 'answers', msg: 'Answers must be a list of { key, value }' }]);
  const byKey = new Map<string, AnswerInput>();
  const problems: FieldError[] = [];
  for (const answer of sent) {
    const key = typeof answer?.key === 'string' ? answer.key : '';
    if (!questions.some((q) => q.key === key)) {
      problems.push({ path: `answers.${key || '?'}`, msg: `This registration type asks no question "${key}"` });
    } else byKey.set(key, answer);
  }
  const answers: RegistrationAnswers = {};
  for (const q of questions) {
    const path = `answers.${q.key}`;
    const sentAnswer = byKey.get(q.key);
    const problem = (msg: string) => problems.push({ path, msg });
    if (q.kind === 'multiple_choice') {
      const raw = sentAnswer?.values ?? (sentAnswer?.value == null ? [] : [sentAnswer.value]);
      const values = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
      const allowed = new Set(q.options.map((o) => o.value));
      if (values.some((v) => !allowed.has(v))) problem(`${q.label}: choose among the options offered`);
      else if (q.required && !values.length) problem(`${q.label}: please choose at least one`);
      else if (values.length) answers[q.key] = [...new Set(values)];
      continue;
    }
    const raw = sentAnswer?.value;
    if (raw != null && typeof raw !== 'string' && typeof raw !== 'boolean') {
      problem(`${q.label}: the answer must be text`);
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : raw == null ? '' : String(raw);
    if (q.kind === 'yes_no') {
      const word = text.toLowerCase();
      if (!YES.has(word) && !NO.has(word)) problem(`${q.label}: answer yes or no`);
      else if (q.required && !YES.has(word)) problem(`${q.label}: please tick this box to register as this type`);
      else answers[q.key] = YES.has(word);
      continue;
    }
    if (!text) {
      if (q.required) problem(`${q.label}: please answer this question`);
      continue;
    }
    if (q.kind === 'choice') {
      if (!q.options.some((o) => o.value === text)) problem(`${q.label}: choose one of the options offered`);
      else answers[q.key] = text;
      continue;
    }
    const max = ANSWER_LENGTH[q.kind] ?? 200;
    if (text.length > max) problem(`${q.label}: at most ${max} characters`);
    else answers[q.key] = text;
  }
  if (problems.length) throw AppError.badInput(problems);
  return answers;
}
