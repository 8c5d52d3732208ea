import { Box, Typography } from "@mui/material";
import { MAIL_TEMPLATE_VARIABLES, SHARE_LINK_MAX_DAYS, VAT_EXEMPTION_REASONS } from "@agency/shared";
import { BooleanInput, NumberInput, SelectInput, TextInput, useTranslate } from "react-admin";
import { billingFormValues, billingResolver, emptyBilling, readBilling } from "./billingSettings";
import { SettingsForm } from "./SettingsForm";
import { SETTINGS_KEYS } from "./useSettingsTab";

const KEYS = `${SETTINGS_KEYS}.billing`;
const exemptionChoices = [...VAT_EXEMPTION_REASONS];

/** The variables a template may use, each with what it becomes. */
const TemplateVariables = () => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(`${KEYS}.variables`)}>
      <Typography variant="subtitle2">{translate(`${KEYS}.variables`)}</Typography>
      <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2 }}>
        {Object.entries(MAIL_TEMPLATE_VARIABLES).map(([name, meaning]) => (
          <Box key={name} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" sx={{ fontFamily: "monospace" }}>{`{${name}}`}</Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {meaning}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

/**
 * The settings' "Facturation" tab: the RIB and VAT exemption that e-invoices state (#16), automatic reminders,
 * the template of the documents' mail (#15) and how long a client's link works (#17).
 */
export const BillingTab = () => {
  const translate = useTranslate();
  return (
    <SettingsForm
      tab="billing"
      read={readBilling}
      afterSave={billingFormValues}
      savedKey={`${KEYS}.saved`}
      empty={emptyBilling}
      resolver={billingResolver}
      maxWidth={720}
    >
      {(loading) => (
        <>
          <Typography variant="h6" component="h2">
            {translate(`${KEYS}.einvoice`)}
          </Typography>
          <TextInput
            source="rib"
            label={`${KEYS}.rib`}
            helperText={`${KEYS}.rib_help`}
            inputMode="numeric"
            disabled={loading}
            fullWidth
          />
          <SelectInput
            source="vatExemption"
            label={`${KEYS}.vat_exemption`}
            choices={exemptionChoices}
            optionValue="id"
            optionText="text"
            disabled={loading}
            helperText={false}
            fullWidth
          />
          <Typography variant="h6" component="h2">
            {translate(`${KEYS}.reminders`)}
          </Typography>
          <BooleanInput
            source="remindersEnabled"
            label={`${KEYS}.reminders_enabled`}
            disabled={loading}
            helperText={false}
          />
          <TextInput
            source="reminderDays"
            label={`${KEYS}.reminder_days`}
            helperText={`${KEYS}.reminder_days_help`}
            disabled={loading}
            fullWidth
          />
          <Typography variant="h6" component="h2">
            {translate(`${KEYS}.mail`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${KEYS}.mail_intro`)}
          </Typography>
          <TextInput
            source="mailSubjectTemplate"
            label={`${KEYS}.mail_subject`}
            disabled={loading}
            helperText={false}
            fullWidth
          />
          <TextInput
            source="mailMessageTemplate"
            label={`${KEYS}.mail_message`}
            disabled={loading}
            helperText={false}
            multiline
            minRows={8}
            fullWidth
          />
          <TemplateVariables />
          <Typography variant="h6" component="h2">
            {translate(`${KEYS}.share_links`)}
          </Typography>
          <NumberInput
            source="shareLinkDays"
            label={`${KEYS}.share_link_days`}
            helperText={`${KEYS}.share_link_days_help`}
            min={1}
            max={SHARE_LINK_MAX_DAYS}
            step={1}
            disabled={loading}
            fullWidth
          />
        </>
      )}
    </SettingsForm>
  );
};
