import { AccessCodeEntry } from './AccessCodeEntry';
import { RegistrationTypeChoice } from './RegistrationTypeChoice';
import type { useRegistrationChoice } from './use-registration-choice';

/**
 * Above a registration form: the access code (when `withCode`) and the type to register as (when there
 * is a choice). `onChange` runs after each change, e.g. to clear the form's errors about the last one.
 */
export function RegistrationChoiceFields({
  choice: { types, selected, choose, code },
  withCode,
  timeZone,
  onChange,
}: {
  choice: ReturnType<typeof useRegistrationChoice>;
  withCode: boolean;
  timeZone: string | undefined;
  onChange: () => void;
}) {
  return (
    <>
      {withCode && (
        <AccessCodeEntry
          applied={code.applied}
          problem={code.problem}
          checking={code.checking}
          initial={code.initial}
          onApply={(value) => {
            code.apply(value);
            onChange();
          }}
          onRemove={() => {
            code.remove();
            onChange();
          }}
        />
      )}
      {types.length > 1 && (
        <RegistrationTypeChoice
          types={types}
          selected={selected?.slug}
          onSelect={(slug) => {
            choose(slug);
            onChange();
          }}
          timeZone={timeZone}
        />
      )}
    </>
  );
}
