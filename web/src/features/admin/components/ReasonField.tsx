import { TextAreaField } from '../../../components/ui/TextAreaField';

/** The reason an edit form asks for: kept in the audit log with the change. */
export function ReasonField({ error }: { error?: string | undefined }) {
  return (
    <TextAreaField
      label="Reason for the change"
      name="reason"
      required
      rows={2}
      maxLength={500}
      hint="Kept in the audit log with your name."
      error={error}
    />
  );
}

export const reasonProblem = (reason: string) =>
  reason.trim() ? undefined : 'Please give a reason: it is kept in the audit log.';
