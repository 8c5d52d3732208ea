import { Chip } from "@mui/material";
import { useRecordContext, type FieldProps } from "react-admin";
import { userRoleLabel } from "@agency/shared";

/** Role badge: the spec labels admins "Administrateur" and everyone else "Utilisateur". */
export const RoleField = (_props: FieldProps) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.role === "admin" ? "primary" : "default"}
      label={userRoleLabel(String(record.role))}
    />
  );
};
