import { useEffect, useState, type FocusEvent, type InputHTMLAttributes } from 'react';

export type Parsed<T> = { ok: true; value: T } | { ok: false };

type CellInputProps<T> = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  /** The model's value, as the field shows it when the user is not typing. */
  value: string;
  parse: (text: string) => Parsed<T>;
  format: (value: T) => string;
  /** Called on every keystroke that reads as a valid value, so the checks follow the typing. */
  onValue: (value: T) => void;
  /** Leaving the field closes the undo step of this field. */
  onLeave: () => void;
  /** Words for the error when the text is not valid (announced with the field). */
  invalidText: string;
};

/**
 * One editable cell. While the user types, the text stays as typed (so "-12." is allowed on the way to
 * "-12.50"); whenever it reads as a value, the value goes to the model at once. A model change from
 * elsewhere (undo) replaces the text.
 */
export function CellInput<T>({ value, parse, format, onValue, onLeave, invalidText, onBlur, ...rest }: CellInputProps<T>) {
  const [draft, setDraft] = useState<string | null>(null);

  useEffect(() => {
    setDraft((current) => {
      if (current === null) return null;
      const parsed = parse(current);
      return parsed.ok && format(parsed.value) === value ? current : null;
    });
    // Only a change of the model's value matters here; parse and format are fixed per column.
  }, [value]);

  const invalid = draft !== null && !parse(draft).ok;
  return (
    <input
      {...rest}
      className={`cell-input${rest.className ? ` ${rest.className}` : ''}`}
      value={draft ?? value}
      aria-invalid={invalid || undefined}
      title={invalid ? invalidText : rest.title}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        const parsed = parse(text);
        if (parsed.ok) onValue(parsed.value);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setDraft(null);
        onLeave();
        onBlur?.(event);
      }}
    />
  );
}
