import { forwardRef, useImperativeHandle, useRef } from "react";
import { FormHelperText, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { enterDigits, pressBackspace, type OtpUpdate } from "./otpDigits";

export interface OtpBoxesHandle {
  focusFirst: () => void;
}

interface OtpBoxesProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Shown under the boxes. */
  error?: string;
  disabled?: boolean;
}

/**
 * Six single-digit boxes "Chiffre 1" … "Chiffre 6". Digit keys and Backspace are handled on
 * keydown, so that retyping a box's own digit still moves on; `onChange` covers what comes
 * without a key (autofill, mobile keyboards, a fill).
 */
export const OtpBoxes = forwardRef<OtpBoxesHandle, OtpBoxesProps>(({ digits, onChange, error, disabled }, ref) => {
  const translate = useTranslate();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  useImperativeHandle(ref, () => ({ focusFirst: () => inputs.current[0]?.focus() }), []);

  const apply = ({ digits: next, focus }: OtpUpdate) => {
    onChange(next);
    inputs.current[focus]?.focus();
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ justifyContent: "center" }}>
        {digits.map((digit, index) => (
          <TextField
            // The boxes are a fixed row of six: their position is their identity.
            key={index}
            value={digit}
            inputRef={(input: HTMLInputElement | null) => {
              inputs.current[index] = input;
            }}
            onChange={(event) => apply(enterDigits(digits, index, event.target.value))}
            onKeyDown={(event) => {
              if (event.key === "Backspace") {
                event.preventDefault();
                apply(pressBackspace(digits, index));
              } else if (/^\d$/.test(event.key)) {
                event.preventDefault();
                apply(enterDigits(digits, index, event.key));
              }
            }}
            onPaste={(event) => {
              event.preventDefault();
              apply(enterDigits(digits, index, event.clipboardData.getData("text")));
            }}
            onFocus={(event) => event.target.select()}
            error={Boolean(error)}
            disabled={disabled}
            autoFocus={index === 0}
            sx={{ width: 48 }}
            slotProps={{
              htmlInput: {
                "aria-label": translate("app.password_reset.digit", { position: index + 1 }),
                inputMode: "numeric",
                maxLength: 1,
                autoComplete: index === 0 ? "one-time-code" : "off",
                style: { textAlign: "center", fontSize: "1.25rem" },
              },
            }}
          />
        ))}
      </Stack>
      {error && (
        <FormHelperText error sx={{ textAlign: "center" }}>
          {error}
        </FormHelperText>
      )}
    </>
  );
});

OtpBoxes.displayName = "OtpBoxes";
