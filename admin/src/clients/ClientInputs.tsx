import { Box } from "@mui/material";
import { SelectInput, TextInput } from "react-admin";
import { useWatch } from "react-hook-form";
import { CLIENT_TYPE_OPTIONS } from "@agency/shared";
import { salesRepChoices, type ClientField } from "./clientForm";
import { clientKey, useClientTranslate } from "./clientTranslate";

const typeChoices = [...CLIENT_TYPE_OPTIONS];

/** The client's inputs, shared by the add page and the detail page's edit mode (inside a react-admin `<Form>`). */
export const ClientInputs = () => {
  const t = useClientTranslate();
  const salesRep = useWatch<{ salesRep?: string | null }, "salesRep">({ name: "salesRep" });
  const common = (field: ClientField) => ({
    source: field,
    label: clientKey(`fields.${field}`),
    // Errors only: no empty helper line under every input.
    helperText: false as const,
    fullWidth: true,
  });
  // A required input shows its asterisk; the input is aria-required and named by its label alone
  // ("Nom", not "Nom *"), as the label's own text counts the asterisk and the pages are driven by label.
  const required = (field: ClientField) => ({
    ...common(field),
    isRequired: true,
    slotProps: { htmlInput: { "aria-required": true, "aria-label": t(`fields.${field}`) } },
  });

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, gap: 2 }}>
      <TextInput {...required("name")} autoComplete="organization" />
      <SelectInput {...common("type")} isRequired choices={typeChoices} optionValue="value" optionText="label" />
      <TextInput {...required("email")} type="email" autoComplete="email" />
      <TextInput {...required("phone")} type="tel" autoComplete="tel" />
      <TextInput {...required("address")} autoComplete="street-address" />
      <TextInput {...common("contactName")} autoComplete="name" />
      <SelectInput
        {...common("salesRep")}
        choices={salesRepChoices(salesRep).map((rep) => ({ id: rep, name: rep }))}
        emptyText={clientKey("form.no_sales_rep")}
      />
      <TextInput {...common("ice")} />
      <TextInput {...common("fiscalId")} />
      <TextInput {...common("notes")} multiline minRows={3} sx={{ gridColumn: "1 / -1" }} />
    </Box>
  );
};
