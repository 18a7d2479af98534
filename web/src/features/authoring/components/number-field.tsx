import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

interface NumberFieldProps {
  label: string;
  value: number;
  /** Turns what was typed into the value to keep (clamped, spec §5). */
  clamp: (raw: string) => number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  hint?: string;
  disabled?: boolean;
}

/** A whole-number field that lets the teacher type freely and clamps on leaving it. */
export function NumberField({ label, value, clamp, onChange, min, max, hint, disabled }: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  // Follow the value when it changes from outside (a form reset), not while the teacher types.
  useEffect(() => {
    setText((current) => (current.trim() !== '' && clamp(current) === value ? current : String(value)));
  }, [value, clamp]);
  const settle = () => {
    const next = clamp(text);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={text}
      hint={hint}
      disabled={disabled}
      onChange={(e) => {
        setText(e.target.value);
        // The value follows the typing (clamped), so a save by Enter sends what the field will show.
        if (e.target.value.trim() !== '') onChange(clamp(e.target.value));
      }}
      onBlur={settle}
    />
  );
}
