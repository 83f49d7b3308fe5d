import { cn } from '@/components/ui/cn';

/** A row of buttons of which one is pressed: the period of a report, the state of a list. */
export function ChoiceButtons<Value extends string>({
  label,
  choices,
  value,
  onChoose,
}: {
  /** The group's name for screen readers. */
  label: string;
  choices: readonly { value: Value; label: string }[];
  value: Value;
  onChoose: (value: Value) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-300"
    >
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          onClick={() => onChoose(choice.value)}
          // The hover shade is the unpressed button's only: on the pressed one it hid the white
          // label (both hover colours were in the class list).
          className={cn(
            'rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500',
            value === choice.value
              ? 'bg-brand-700 text-white'
              : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
