import { useGetIdentity, useRecordContext } from "react-admin";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";

/**
 * No delete button on the signed-in user's own row: an admin cannot delete their own
 * account (spec 000 point 5). The server refuses it too, and its message is then shown.
 */
export const UserDeleteButton = () => {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  if (!record || !identity || String(identity.id) === String(record.id)) return null;
  return <DeleteWithCodeButton resource="users" record={record} />;
};
