import { Chip } from "@mui/material";
import { useRecordContext, useTranslate, type FieldProps } from "react-admin";

/** Role badge: the spec labels admins "Administrateur" and everyone else "Utilisateur". */
export const RoleField = (_props: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const isAdmin = record.role === "admin";
  return (
    <Chip
      size="small"
      color={isAdmin ? "primary" : "default"}
      label={translate(isAdmin ? "app.roles.admin" : "app.roles.other")}
    />
  );
};
