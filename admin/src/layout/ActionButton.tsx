import { Button as MuiButton } from "@mui/material";
import { createContext, useContext, type ElementType, type ReactNode } from "react";
import { Button, useTranslate, type ButtonProps } from "react-admin";

const Compact = createContext(false);

/** Around a list's row actions and toolbar: there, as react-admin has it, a phone shows the icons alone. */
export const CompactActions = ({ children }: { children: ReactNode }) => (
  <Compact.Provider value>{children}</Compact.Provider>
);

/**
 * A button with its words at every width. react-admin's Button keeps only its icon below 600 px, named by a tooltip
 * that a finger hardly finds: a list row stays compact that way, but a document's page became a row of seven unnamed
 * pictures on a phone, a form's "Enregistrer" a floppy disk, and a button without an icon ("Annuler") an empty square.
 * Within CompactActions (list rows and toolbars) it is react-admin's Button.
 */
export const ActionButton = <C extends ElementType = "button">(props: ButtonProps<C>) => {
  const compact = useContext(Compact);
  const translate = useTranslate();
  if (compact) return <Button {...props} />;
  const { label, children, size = "small", color = "primary", ...rest } = props;
  const words = typeof label === "string" ? translate(label, { _: label }) : label;
  return (
    <MuiButton
      size={size}
      color={color}
      startIcon={children}
      aria-label={typeof words === "string" ? words : undefined}
      {...rest}
    >
      {words}
    </MuiButton>
  );
};
