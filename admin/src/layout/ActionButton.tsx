import { Button as MuiButton } from "@mui/material";
import { createContext, useContext, type ElementType, type ReactNode } from "react";
import { Button, useTranslate, type ButtonProps } from "react-admin";

const Worded = createContext(false);

/** Around a page's own actions (a document's, a client's): there, each button says what it does at every width. */
export const PageActions = ({ children }: { children: ReactNode }) => (
  <Worded.Provider value>{children}</Worded.Provider>
);

/**
 * react-admin's Button, except among a page's actions. Below 600 px react-admin keeps only the icon, named by a
 * tooltip that a finger never sees: a list row stays compact that way, but a document's page became a row of seven
 * unnamed pictures on a phone. Among a page's actions the button keeps its words, as it has on a wider screen.
 */
export const ActionButton = <C extends ElementType = "button">(props: ButtonProps<C>) => {
  const worded = useContext(Worded);
  const translate = useTranslate();
  if (!worded) return <Button {...props} />;
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
