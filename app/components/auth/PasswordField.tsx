// A password input wired to conform like the checkout's TextField, but never pre-filled
// (typed secrets do not travel back, design.md §5). `describedBy` adds the rules checklist.
import { getInputProps } from "~/lib/form-kit";
import { useEffect, useRef, type ReactNode } from "react";
import { Extras, Label, type TextMeta } from "~/components/forms/Field";

export function PasswordField({
  meta,
  label,
  autoComplete,
  hint,
  describedBy,
  onInput,
  clearOn,
}: {
  meta: TextMeta;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: ReactNode;
  describedBy?: string;
  onInput?: (value: string) => void;
  /** a value that changes with each failed submit: the field is emptied then (a wrong password is typed again) */
  clearOn?: unknown;
}) {
  const input = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    // Not on the first render: that would wipe what was typed before scripts loaded.
    if (mounted.current && clearOn !== undefined && input.current) input.current.value = "";
    mounted.current = true;
  }, [clearOn]);
  const ids = [hint ? meta.descriptionId : null, describedBy ?? null].filter(Boolean).join(" ") || undefined;
  const { key, defaultValue: _typed, ...props } = getInputProps(meta, { type: "password", ariaDescribedBy: ids });
  return (
    <div className="field">
      <Label meta={meta} label={label} />
      <Extras meta={meta} hint={hint} />
      <input
        key={key}
        ref={input}
        {...props}
        defaultValue=""
        autoComplete={autoComplete}
        spellCheck={false}
        required
        onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
      />
    </div>
  );
}
